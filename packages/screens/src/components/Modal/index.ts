export { Modal, Dialog, type ModalProps, type DialogProps, type ModalCloseReason } from './Modal';
