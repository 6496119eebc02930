import { useState, type FormEvent } from 'react';
import { Button } from '../Button/Button.tsx';
import { Checkbox } from '../Checkbox/Checkbox.tsx';
import { Modal } from '../Modal/Modal.tsx';
import { checkPopupForm } from '../PopupForm/popupFormRules.ts';
import { FormActions, StyledForm, VisuallyHiddenStatus } from '../PopupForm/PopupForm.styles.ts';
import { TextField } from '../TextField/TextField.tsx';
import type { PresetsLabels } from './presetLabels.ts';

export interface PresetDraft {
  name: string;
  isDefault: boolean;
}

interface PresetFormProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: string;
  initial: PresetDraft;
  /** The name rules (sanitize as typed, then validate), the same as the popup form's. */
  sanitizeName: (name: string) => string;
  validateName: (name: string) => string | null | undefined;
  onSubmit: (draft: PresetDraft) => void;
  text: PresetsLabels;
}

/**
 * The add / edit form: the popup form's rule (OK disabled while the name is empty or the
 * validator answers a message, shown as an error status) plus the default flag checkbox, which
 * PopupForm's text-only fields cannot hold.
 */
export function PresetForm({ isOpen, onOpenChange, title, ...body }: PresetFormProps) {
  return (
    <Modal title={title} isOpen={isOpen} onOpenChange={onOpenChange} closeLabel={null} size="small">
      {(close) => <PresetFormBody {...body} close={close} />}
    </Modal>
  );
}

function PresetFormBody({
  initial,
  sanitizeName,
  validateName,
  onSubmit,
  text,
  close,
}: Omit<PresetFormProps, 'isOpen' | 'onOpenChange' | 'title'> & { close: () => void }) {
  const [name, setName] = useState(initial.name);
  const [isDefault, setDefault] = useState(initial.isDefault);
  const { errors, canSubmit } = checkPopupForm(
    [{ name: 'name', isRequired: true }],
    { name },
    {
      name: validateName,
    },
  );
  const error = errors.name ?? '';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canSubmit) return;
    onSubmit({ name: name.trim(), isDefault });
    close();
  };

  return (
    <StyledForm onSubmit={submit} validationBehavior="aria">
      <TextField
        label={text.name}
        description={text.nameDescription}
        value={name}
        onChange={(value) => setName(sanitizeName(value))}
        isRequired
        errorMessage={error}
        autoFocus
      />
      <Checkbox isSelected={isDefault} onChange={setDefault}>
        {text.defaultFlag}
      </Checkbox>
      <VisuallyHiddenStatus role="status">{error}</VisuallyHiddenStatus>
      <FormActions>
        <Button onPress={close}>{text.cancel}</Button>
        <Button type="submit" variant="primary" isDisabled={!canSubmit}>
          {text.ok}
        </Button>
      </FormActions>
    </StyledForm>
  );
}
