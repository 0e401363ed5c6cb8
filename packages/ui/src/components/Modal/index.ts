export { Modal, MODAL_SIZES, type ModalProps, type ModalSize } from './Modal';
