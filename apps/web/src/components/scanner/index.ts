export { CameraScanner, type CameraScannerProps } from './CameraScanner.tsx';
export { ScanCodeField, type ScanCodeFieldProps } from './ScanCodeField.tsx';
export { codeFromScan } from './scanned-code.ts';
