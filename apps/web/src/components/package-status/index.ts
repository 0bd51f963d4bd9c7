/** Update Package Status and Delivery Proof, for Manage Bookings and the packages hub. */
export {
  type DeliveryProof,
  DeliveryProofDialog,
  type DeliveryProofDialogProps,
} from './components/DeliveryProofDialog.tsx';
export { shrinkPhoto } from './components/image-files.ts';
export { PhotoField, type PhotoFieldProps, usePhotoField } from './components/PhotoField.tsx';
export { PublicNoteCheckbox } from './components/PublicNoteCheckbox.tsx';
export type { StatusDialogBooking } from './components/status-options.ts';
export { UpdateStatusDialog, type UpdateStatusDialogProps } from './components/UpdateStatusDialog.tsx';
