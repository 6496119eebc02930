export {
  ConstraintPicker,
  type ConstraintPickerProps,
  type SearchConstraint,
} from './ConstraintPicker.tsx';
