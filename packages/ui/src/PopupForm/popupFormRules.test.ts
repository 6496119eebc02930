import { describe, expect, it } from 'vitest';
import { checkPopupForm, initialPopupFormValues } from './popupFormRules.ts';

const fields = [{ name: 'name', isRequired: true }, { name: 'note' }];

describe('checkPopupForm', () => {
  it('blocks OK while a required field is empty, without showing a message', () => {
    expect(checkPopupForm(fields, { name: '', note: '' })).toEqual({
      errors: {},
      canSubmit: false,
    });
  });

  it('treats a blank required field as empty', () => {
    expect(checkPopupForm(fields, { name: '   ', note: '' }).canSubmit).toBe(false);
  });

  it('allows OK when required fields are filled and validators pass', () => {
    const check = checkPopupForm(fields, { name: 'Weekly', note: '' }, { name: () => undefined });
    expect(check).toEqual({ errors: {}, canSubmit: true });
  });

  it('blocks OK and reports the message when a validator returns one', () => {
    const validators = {
      name: (value: string) => (value === 'Weekly' ? 'Preset name already exists' : null),
    };
    expect(checkPopupForm(fields, { name: 'Weekly', note: '' }, validators)).toEqual({
      errors: { name: 'Preset name already exists' },
      canSubmit: false,
    });
  });

  it('gives validators all values, for rules across fields', () => {
    const validators = {
      note: (value: string, values: Record<string, string>) =>
        value === values.name ? 'Must differ from the name' : undefined,
    };
    expect(checkPopupForm(fields, { name: 'a', note: 'a' }, validators).errors).toEqual({
      note: 'Must differ from the name',
    });
  });

  it('validates optional fields too', () => {
    const validators = { note: (value: string) => (value.length > 3 ? 'Too long' : '') };
    expect(checkPopupForm(fields, { name: 'x', note: 'long' }, validators).canSubmit).toBe(false);
    expect(checkPopupForm(fields, { name: 'x', note: 'ok' }, validators).canSubmit).toBe(true);
  });
});

describe('initialPopupFormValues', () => {
  it('starts from defaults or empty strings', () => {
    expect(initialPopupFormValues([{ name: 'a', defaultValue: 'x' }, { name: 'b' }])).toEqual({
      a: 'x',
      b: '',
    });
  });
});
