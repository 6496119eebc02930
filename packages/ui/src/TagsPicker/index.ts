export { TagsPicker, type TagsPickerProps } from './TagsPicker.tsx';
