// The preset form's fields (name and default flag) and buttons, loaded on demand: the form opens
// from the presets menu only (lazyPresetForm.ts).
import { useState, type FormEvent } from 'react';
import { Button } from '../Button/Button.tsx';
import { Checkbox } from '../Checkbox/Checkbox.tsx';
import { checkPopupForm } from '../PopupForm/popupFormRules.ts';
import { FormActions, StyledForm, VisuallyHiddenStatus } from '../PopupForm/PopupForm.styles.ts';
import { TextField } from '../TextField/TextField.tsx';
import type { PresetsLabels } from './presetLabels.ts';

export interface PresetDraft {
  name: string;
  isDefault: boolean;
}

export interface PresetFormBodyProps {
  initial: PresetDraft;
  /** The name rules (sanitize as typed, then validate), the same as the popup form's. */
  sanitizeName: (name: string) => string;
  validateName: (name: string) => string | null | undefined;
  onSubmit: (draft: PresetDraft) => void;
  text: PresetsLabels;
  close: () => void;
}

export function PresetFormBody({
  initial,
  sanitizeName,
  validateName,
  onSubmit,
  text,
  close,
}: PresetFormBodyProps) {
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
