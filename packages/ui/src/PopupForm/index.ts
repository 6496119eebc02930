export { PopupForm, type PopupFormField, type PopupFormProps } from './PopupForm.tsx';
export type { PopupFormValidator, PopupFormValues } from './popupFormRules.ts';
