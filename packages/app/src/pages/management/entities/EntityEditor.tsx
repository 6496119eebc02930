// The side panel of an entity page: the form of a new entity or of the one chosen in the table,
// generated from the add (or set) call's input schema and checked with it field by field before
// anything is sent; Save, Delete (asking for the name, DeleteEntityDialog) and the entity's
// change history. The entity is read again with its get call, so the form shows every field.
import { useMemo, useState, type FormEvent } from 'react';
import { Button, DialogTrigger, Loading } from '@console/ui';
import { useApi } from '../../../api/ApiContext.tsx';
import { useQuery } from '../../../api/useQuery.ts';
import { FormAlert, FormButtons, FormFields } from '../../../shell/dialogForm.styles.ts';
import { BannerPreview } from '../messages/BannerPreview.tsx';
import { ChangeHistory } from './ChangeHistory.tsx';
import { DeleteEntityDialog } from './DeleteEntityDialog.tsx';
import type { EntityDefinition } from './entityCatalogue.ts';
import { callEntity, inputSchemaOf, keyOf, type Entity } from './entityCalls.ts';
import { inputOf, valuesOf, type FieldProblems, type FieldValue } from './formValues.ts';
import { refusalOf, type Refusal } from './refusals.ts';
import { SchemaForm } from './SchemaForm.tsx';
import { formFieldsOf } from './schemaFields.ts';
import { EditorBox } from './entityPage.styles.ts';
import type { EntityTexts } from './useEntityTexts.ts';
import { QueryFailed } from '../../../shell/QueryFailed.tsx';

export interface EntityEditorProps {
  /** counts the saves, so the history reads again after each */
  saves?: number;
  definition: EntityDefinition;
  /** the row chosen in the table, or null to add one */
  row: Entity | null;
  onSaved: (entity: Entity, isNew: boolean) => void;
  onDeleted: (row: Entity) => void;
  onClose: () => void;
  texts: EntityTexts;
}

function EditorForm({
  definition,
  row,
  entity,
  onSaved,
  onDeleted,
  onClose,
  texts,
}: EntityEditorProps & { entity: Entity | null }) {
  const { t } = texts;
  const api = useApi();
  const isNew = row === null;
  const callKey = isNew ? definition.add : definition.set;
  const addFields = useMemo(
    () => (definition.add ? formFieldsOf(inputSchemaOf(definition.add)) : []),
    [definition.add],
  );
  const fields = useMemo(() => {
    if (isNew || !definition.set) return addFields;
    // the add form's required marks, the set call's fields
    const required = new Set(addFields.filter((field) => field.required).map((f) => f.name));
    return formFieldsOf(inputSchemaOf(definition.set))
      .filter((field) => !(definition.addOnly ?? []).includes(field.name))
      .map((field) => ({
        ...field,
        required: required.has(field.name) && !(definition.writeOnly ?? []).includes(field.name),
      }));
  }, [isNew, definition, addFields]);
  const writeOnly = isNew ? [] : (definition.writeOnly ?? []);
  const [values, setValues] = useState(() => valuesOf(fields, entity, writeOnly));
  const [problems, setProblems] = useState<FieldProblems>({});
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [isSaving, setSaving] = useState(false);

  const change = (name: string, value: FieldValue) => {
    setValues((current) => ({ ...current, [name]: value }));
    setProblems(({ [name]: _solved, ...others }) => others);
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!callKey || isSaving) return;
    const { input, problems: found } = inputOf(fields, values, inputSchemaOf(callKey), writeOnly);
    setProblems(found);
    setRefusal(null);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      const saved = (await callEntity(api, callKey, input)) as Entity;
      onSaved(saved, isNew);
    } catch (error) {
      const reason = refusalOf(error);
      setProblems(reason.problems);
      setRefusal(reason);
    } finally {
      setSaving(false);
    }
  };

  const title = isNew
    ? t(`entity.${definition.code}.new`)
    : t('editor.editTitle', {
        entity: texts.entityOne(definition.code),
        name: String(row[definition.title] ?? ''),
      });
  const firstProblem = Object.keys(problems).length;

  return (
    <form onSubmit={(event) => void save(event)} aria-label={title} noValidate>
      <FormFields>
        <h2>{title}</h2>
        <SchemaForm
          fields={fields}
          values={values}
          problems={problems}
          onChange={change}
          readOnly={isNew ? [] : definition.key}
          writeOnly={writeOnly}
          texts={texts}
        />
        {definition.code === 'messages' && (
          <BannerPreview
            draft={{
              banner: String(values.banner ?? ''),
              fr_banner: String(values.fr_banner ?? ''),
              de_banner: String(values.de_banner ?? ''),
              severity: String(values.severity ?? ''),
              release: String(values.release ?? '') || null,
            }}
          />
        )}
        {firstProblem > 0 && !refusal && (
          <FormAlert role="alert">
            <p>{t('form.problems', { count: firstProblem })}</p>
          </FormAlert>
        )}
        {refusal && (
          <FormAlert role="alert">
            <p>{t(`refusal.${refusal.name}`)}</p>
          </FormAlert>
        )}
        <FormButtons>
          {!isNew && definition.del && (
            <div style={{ marginRight: 'auto' }}>
              <DialogTrigger>
                <Button variant="danger">{t('editor.delete')}</Button>
                <DeleteEntityDialog
                  definition={definition}
                  row={row}
                  onDeleted={onDeleted}
                  texts={texts}
                />
              </DialogTrigger>
            </div>
          )}
          <Button onPress={onClose} isDisabled={isSaving}>
            {t('common:cancel')}
          </Button>
          <Button type="submit" variant="primary" isPending={isSaving}>
            {isNew ? t('editor.add') : t('editor.save')}
          </Button>
        </FormButtons>
      </FormFields>
    </form>
  );
}

export function EntityEditor(props: EntityEditorProps) {
  const { definition, row, texts } = props;
  const { get, detail } = definition;
  const query = useQuery(
    async (api) => {
      if (!row || !get) return row;
      const answer = (await callEntity(api, get, keyOf(definition, row))) as Entity;
      return detail ? detail(answer) : answer;
    },
    [definition.code, row ? keyOf(definition, row) : null],
  );
  let body;
  if (query.status === 'error') body = <QueryFailed onRetry={query.reload} />;
  else if (query.status === 'loading' && row) body = <Loading label={texts.t('common:loading')} />;
  else body = <EditorForm {...props} entity={query.data ?? null} />;
  return (
    <EditorBox>
      {body}
      {row && (
        <ChangeHistory definition={definition} row={row} saves={props.saves ?? 0} texts={texts} />
      )}
    </EditorBox>
  );
}
