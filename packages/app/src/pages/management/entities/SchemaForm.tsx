// A form generated from a contract input schema (schemaFields.ts): one control per field,
// labelled in the user's language, each showing its own problem under it. Key fields are read
// only when editing; secrets say that leaving them empty keeps what is stored.
import {
  Checkbox,
  CheckboxGroup,
  Select,
  SelectItem,
  TextArea,
  TextField,
  Toggle,
} from '@console/ui';
import type { FieldProblems, FieldValue, FormValues } from './formValues.ts';
import type { FormField } from './schemaFields.ts';
import type { EntityTexts } from './useEntityTexts.ts';

export interface SchemaFormProps {
  fields: readonly FormField[];
  values: FormValues;
  problems: FieldProblems;
  onChange: (name: string, value: FieldValue) => void;
  /** fields shown but not editable (the key of an entity being edited) */
  readOnly?: readonly string[];
  /** secrets: empty keeps the stored value */
  writeOnly?: readonly string[];
  texts: EntityTexts;
}

export function SchemaForm({
  fields,
  values,
  problems,
  onChange,
  readOnly = [],
  writeOnly = [],
  texts,
}: SchemaFormProps) {
  return (
    <>
      {fields.map((field) => {
        const label = texts.fieldLabel(field.name);
        const problem = problems[field.name];
        const errorMessage = problem ? texts.problem(problem) : undefined;
        const description =
          [
            texts.fieldHint(field.name),
            writeOnly.includes(field.name) ? texts.t('hint.writeOnly') : undefined,
          ]
            .filter(Boolean)
            .join(' ') || undefined;
        const common = {
          label,
          isRequired: field.required,
          ...(description ? { description } : {}),
          ...(errorMessage ? { errorMessage, isInvalid: true } : {}),
        };
        const value = values[field.name];
        switch (field.kind) {
          case 'boolean':
            return (
              <Toggle
                key={field.name}
                isSelected={value === true}
                isDisabled={readOnly.includes(field.name)}
                onChange={(isOn) => onChange(field.name, isOn)}
              >
                {label}
              </Toggle>
            );
          case 'choice':
            return (
              <Select
                key={field.name}
                {...common}
                items={field.options.map((option) => ({ id: option }))}
                value={typeof value === 'string' && value !== '' ? value : null}
                isDisabled={readOnly.includes(field.name)}
                placeholder={texts.t('form.choose')}
                onChange={(key) => onChange(field.name, key === null ? '' : String(key))}
              >
                {(item) => (
                  <SelectItem id={item.id}>
                    {field.optionLabels?.[item.id] ?? texts.option(field.name, item.id)}
                  </SelectItem>
                )}
              </Select>
            );
          case 'choices':
            return (
              <CheckboxGroup
                key={field.name}
                {...common}
                orientation="horizontal"
                value={Array.isArray(value) ? [...value] : []}
                isDisabled={readOnly.includes(field.name)}
                onChange={(chosen) => onChange(field.name, chosen)}
              >
                {field.options.map((option) => (
                  <Checkbox key={option} value={option}>
                    {field.optionLabels?.[option] ?? texts.option(field.name, option)}
                  </Checkbox>
                ))}
              </CheckboxGroup>
            );
          case 'longText':
          case 'lines':
          case 'json':
            return (
              <TextArea
                key={field.name}
                {...common}
                {...(field.kind === 'lines' && !description
                  ? { description: texts.t('hint.lines') }
                  : {})}
                {...(field.kind === 'json' && !description
                  ? { description: texts.t('hint.json') }
                  : {})}
                rows={field.kind === 'longText' ? 5 : 3}
                value={typeof value === 'string' ? value : ''}
                isReadOnly={readOnly.includes(field.name)}
                onChange={(text) => onChange(field.name, text)}
              />
            );
          default:
            return (
              <TextField
                key={field.name}
                {...common}
                {...(field.kind === 'number' ? { inputMode: 'numeric' as const } : {})}
                {...(field.name.endsWith('_limit') && !description
                  ? { description: texts.t('hint.unlimited') }
                  : {})}
                value={typeof value === 'string' ? value : ''}
                isReadOnly={readOnly.includes(field.name)}
                {...(field.maxLength !== undefined ? { maxLength: field.maxLength } : {})}
                onChange={(text) => onChange(field.name, text)}
              />
            );
        }
      })}
    </>
  );
}
