import { useState, type FormEvent } from 'react';
import { Button } from '../Button/Button.tsx';
import { Modal, type ModalProps } from '../Modal/Modal.tsx';
import { PasswordField } from '../PasswordField/PasswordField.tsx';
import { TextArea } from '../TextArea/TextArea.tsx';
import { TextField } from '../TextField/TextField.tsx';
import {
  checkPopupForm,
  initialPopupFormValues,
  type PopupFormValidator,
  type PopupFormValues,
} from './popupFormRules.ts';
import { FormActions, Intro, StyledForm, VisuallyHiddenStatus } from './PopupForm.styles.ts';

export interface PopupFormField {
  /** Key of the value in `onSubmit`'s record. */
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password' | 'textarea';
  isRequired?: boolean;
  description?: string;
  placeholder?: string;
  defaultValue?: string;
}

export interface PopupFormProps extends Pick<
  ModalProps,
  'isOpen' | 'defaultOpen' | 'onOpenChange' | 'size'
> {
  title: string;
  /** Text above the fields. */
  intro?: string;
  fields: readonly PopupFormField[];
  /** By field name: return a message to block OK and show it as an error. */
  validators?: Record<string, PopupFormValidator>;
  /** Called with every field's value; a returned promise keeps OK pending and the form open until it settles; a rejection keeps it open. */
  onSubmit: (values: PopupFormValues) => void | Promise<void>;
  okLabel?: string;
  cancelLabel?: string;
}

interface PopupFormBodyProps extends Omit<
  PopupFormProps,
  'title' | 'isOpen' | 'defaultOpen' | 'onOpenChange' | 'size'
> {
  close: () => void;
}

/** Lives inside the dialog, so values start afresh each time the form opens. */
function PopupFormBody({
  intro,
  fields,
  validators,
  onSubmit,
  okLabel = 'OK',
  cancelLabel = 'Cancel',
  close,
}: PopupFormBodyProps) {
  const [values, setValues] = useState(() => initialPopupFormValues(fields));
  const [isPending, setPending] = useState(false);
  const { errors, canSubmit } = checkPopupForm(fields, values, validators);
  const firstError = fields.map((field) => errors[field.name]).find(Boolean) ?? '';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canSubmit || isPending) return;
    const result = onSubmit(values);
    if (!(result instanceof Promise)) {
      close();
      return;
    }
    // Only an asynchronous submit shows OK as pending: a synchronous one closes at once.
    setPending(true);
    result.then(close, () => setPending(false));
  };

  return (
    <StyledForm onSubmit={submit} validationBehavior="aria">
      {intro && <Intro>{intro}</Intro>}
      {fields.map((field) => {
        const common = {
          label: field.label,
          value: values[field.name] ?? '',
          onChange: (value: string) =>
            setValues((current) => ({ ...current, [field.name]: value })),
          isRequired: field.isRequired ?? false,
          errorMessage: errors[field.name] ?? '',
          ...(field.description ? { description: field.description } : {}),
          ...(field.placeholder ? { placeholder: field.placeholder } : {}),
        };
        if (field.type === 'textarea') return <TextArea key={field.name} {...common} />;
        if (field.type === 'password') return <PasswordField key={field.name} {...common} />;
        return <TextField key={field.name} type={field.type ?? 'text'} {...common} />;
      })}
      <VisuallyHiddenStatus role="status">{firstError}</VisuallyHiddenStatus>
      <FormActions>
        <Button onPress={close}>{cancelLabel}</Button>
        <Button type="submit" variant="primary" isDisabled={!canSubmit} isPending={isPending}>
          {okLabel}
        </Button>
      </FormActions>
    </StyledForm>
  );
}

/**
 * A modal form (add a preset, send feedback...). OK stays disabled while a required field is
 * empty or a validator returns a message; the message shows under its field and is announced
 * as a status. Cancel and Escape close without submitting.
 */
export function PopupForm({
  title,
  isOpen,
  defaultOpen,
  onOpenChange,
  size,
  ...body
}: PopupFormProps) {
  return (
    <Modal
      title={title}
      closeLabel={null}
      {...(isOpen !== undefined ? { isOpen } : {})}
      {...(defaultOpen !== undefined ? { defaultOpen } : {})}
      {...(onOpenChange ? { onOpenChange } : {})}
      {...(size ? { size } : {})}
    >
      {(close) => <PopupFormBody {...body} close={close} />}
    </Modal>
  );
}
