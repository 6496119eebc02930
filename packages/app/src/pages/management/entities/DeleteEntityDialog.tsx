// Asks before deleting an entity: says what goes and asks for its name, typed, as GitLab and
// Grafana do; Delete stays disabled until the name matches. An alert dialog: Cancel has the
// focus, Escape cancels; a refusal stays in the dialog and is read out.
import { useState } from 'react';
import { Button, Modal, TextField } from '@console/ui';
import { useApi } from '../../../api/ApiContext.tsx';
import { FormAlert, FormButtons, FormFields } from '../../../shell/dialogForm.styles.ts';
import type { EntityDefinition } from './entityCatalogue.ts';
import { callEntity, keyOf, type Entity } from './entityCalls.ts';
import { refusalOf, type Refusal } from './refusals.ts';
import type { EntityTexts } from './useEntityTexts.ts';

export interface DeleteEntityDialogProps {
  definition: EntityDefinition;
  row: Entity;
  onDeleted: (row: Entity) => void;
  texts: EntityTexts;
}

function DeleteBody({
  definition,
  row,
  onDeleted,
  texts,
  close,
}: DeleteEntityDialogProps & { close: () => void }) {
  const { t } = texts;
  const api = useApi();
  const name = String(row[definition.title] ?? '');
  const [typed, setTyped] = useState('');
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [isDeleting, setDeleting] = useState(false);
  const remove = async () => {
    if (!definition.del || typed.trim() !== name) return;
    setDeleting(true);
    setRefusal(null);
    try {
      await callEntity(api, definition.del, keyOf(definition, row));
      close();
      onDeleted(row);
    } catch (error) {
      setRefusal(refusalOf(error));
      setDeleting(false);
    }
  };
  return (
    <FormFields>
      <p>{t(`delete.what.${definition.code}`, { name })}</p>
      <TextField
        label={t('delete.typeName', { name })}
        value={typed}
        onChange={setTyped}
        autoComplete="off"
      />
      {refusal && (
        <FormAlert role="alert">
          <p>{t(`refusal.${refusal.name}`)}</p>
        </FormAlert>
      )}
      <FormButtons>
        <Button onPress={close} isDisabled={isDeleting} autoFocus>
          {t('common:cancel')}
        </Button>
        <Button
          variant="danger"
          onPress={() => void remove()}
          isPending={isDeleting}
          isDisabled={typed.trim() !== name}
        >
          {t('delete.confirm')}
        </Button>
      </FormButtons>
    </FormFields>
  );
}

export function DeleteEntityDialog(props: DeleteEntityDialogProps) {
  const { texts, definition, row } = props;
  return (
    <Modal
      role="alertdialog"
      title={texts.t('delete.title', {
        entity: texts.entityOne(definition.code),
        name: String(row[definition.title] ?? ''),
      })}
      closeLabel={null}
    >
      {(close) => <DeleteBody {...props} close={close} />}
    </Modal>
  );
}
