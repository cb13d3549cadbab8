// Screens get the lazy Modal (its code comes after the page's first paint); the panel itself is `./Modal`.
export { LazyModal as Modal, preloadModal } from './LazyModal';
export { Dialog, type ModalProps, type DialogProps, type ModalCloseReason } from './Modal';
