// Shared look of form fields (label, help text, error, the input box), used by TextField,
// TextArea, PasswordField, Select, ComboBox, FilterField, Checkbox and RadioGroup so they line
// up in a form.
import { css, styled } from 'styled-components';
import { FieldError, Group, Label, Text } from 'react-aria-components';
import { color, space } from '../theme/tokens.ts';

export const fieldRoot = css`
  display: flex;
  flex-direction: column;
  gap: ${space(1)};
  min-width: 0;
  color: ${color('fg-default')};
`;

export const FieldLabel = styled(Label)`
  font-weight: 550;
  font-size: 13px;
  color: ${color('fg-default')};
`;

export const FieldDescription = styled(Text)`
  font-size: 12px;
  color: ${color('fg-muted')};
`;

export const FieldErrorText = styled(FieldError)`
  display: inline-flex;
  align-items: center;
  gap: ${space(1)};
  font-size: 12px;
  color: ${color('danger')};
`;

/** The bordered box of a text input; states come from react-aria's data attributes. */
export const inputBox = css`
  width: 100%;
  min-height: var(--control-height);
  padding: 0 ${space(3)};
  border: 1px solid ${color('border-strong')};
  border-radius: var(--radius);
  background: ${color('bg-surface')};
  color: ${color('fg-default')};
  font: inherit;
  outline: none;

  &::placeholder {
    color: ${color('fg-muted')};
    opacity: 1;
  }
  &[data-hovered] {
    border-color: ${color('fg-muted')};
  }
  &[data-focused],
  &[data-focus-within] {
    border-color: ${color('accent')};
    box-shadow: 0 0 0 1px ${color('accent')};
  }
  &[data-invalid] {
    border-color: ${color('danger')};
  }
  &[data-invalid][data-focused],
  &[data-invalid][data-focus-within] {
    box-shadow: 0 0 0 1px ${color('danger')};
  }
  &[data-disabled] {
    cursor: not-allowed;
    opacity: 0.55;
    background: ${color('bg-subtle')};
  }
  /* read-only: shown and selectable at full contrast, but not a box that invites typing */
  &[readonly],
  &[readonly][data-hovered] {
    border-color: ${color('border-default')};
    background: ${color('bg-subtle')};
  }
`;

/** An input box holding a borderless input and buttons (ComboBox, FilterField). */
export const InputGroup = styled(Group)`
  ${inputBox}
  display: flex;
  align-items: center;
  padding: 0;
`;

/** The borderless input inside an InputGroup; each field sets its own padding. */
export const bareInput = css`
  flex: 1;
  min-width: 0;
  height: calc(var(--control-height) - 2px);
  border: none;
  background: transparent;
  color: inherit;
  font: inherit;
  outline: none;

  &::placeholder {
    color: ${color('fg-muted')};
    opacity: 1;
  }
`;

/** A group of checkboxes or radios: options stacked, or in a wrapping row when horizontal. */
export const choiceGroup = css`
  ${fieldRoot}

  .options {
    display: flex;
    flex-direction: column;
    gap: ${space(1)};
  }
  &[data-orientation='horizontal'] .options {
    flex-direction: row;
    flex-wrap: wrap;
    gap: ${space(4)};
  }
`;

/** One checkbox or radio: its mark (styled by each), then its label. */
export const choiceRow = css`
  display: inline-flex;
  align-items: center;
  gap: ${space(2)};
  min-height: 24px;
  color: ${color('fg-default')};
  cursor: pointer;

  &[data-disabled] {
    cursor: not-allowed;
    color: ${color('fg-muted')};
  }
`;
