export { AccountPicker, type AccountPickerProps, type AccountOption } from './AccountPicker.tsx';
