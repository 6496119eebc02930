export { UserPicker, type UserPickerProps, type UserOption } from './UserPicker.tsx';
