// Screens get the lazy Modal (its code comes when one first opens); the panel itself is `./Modal`.
export { LazyModal as Modal } from './LazyModal';
export { Dialog, type ModalProps, type DialogProps, type ModalCloseReason } from './Modal';
