export { Modal, type ModalProps } from './Modal.tsx';
export { DialogTrigger } from 'react-aria-components';
