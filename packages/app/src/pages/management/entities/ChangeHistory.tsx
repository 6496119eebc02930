// An entity's change history (admin/changes/all for its resource and key): who did what when,
// and for a change the fields that changed, before and after, newest first.
import type { ChangeRecord } from '@console/contract';
import { useId } from 'react';
import { useQuery } from '../../../api/useQuery.ts';
import type { EntityDefinition } from './entityCatalogue.ts';
import { subjectOf, type Entity } from './entityCalls.ts';
import { changedFields } from './changedFields.ts';
import { HistoryList } from './entityPage.styles.ts';
import type { EntityTexts } from './useEntityTexts.ts';

export interface ChangeHistoryProps {
  definition: EntityDefinition;
  row: Entity;
  /** read again when this changes (a save) */
  saves: number;
  texts: EntityTexts;
}

function ChangeItem({ change, texts }: { change: ChangeRecord; texts: EntityTexts }) {
  const fields = change.action === 'set' || change.action === 'update' ? changedFields(change) : [];
  return (
    <li>
      <p>
        <time dateTime={change.timestamp}>{texts.format.dateTime(change.timestamp)}</time>{' '}
        {texts.t('history.line', { actor: change.actor, action: texts.action(change.action) })}
      </p>
      {fields.length > 0 && (
        <ul>
          {fields.map((field) => (
            <li key={field.name}>
              {texts.t('history.field', {
                field: texts.fieldLabel(field.name),
                before: texts.cell(field.name, field.before),
                after: texts.cell(field.name, field.after),
              })}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

export function ChangeHistory({ definition, row, saves, texts }: ChangeHistoryProps) {
  const headingId = useId();
  const resource = definition.list.split('/')[1] ?? definition.code;
  const subject = subjectOf(definition, row);
  const query = useQuery(
    (api) => api.admin.changes.all({ resource, subject }),
    [resource, subject, saves],
  );
  const changes = query.data ?? [];
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>{texts.t('history.title')}</h3>
      {query.status === 'error' ? (
        <p>{texts.t('common:failedToLoad')}</p>
      ) : query.status === 'loading' && !query.data ? (
        <p>{texts.t('common:loading')}</p>
      ) : changes.length === 0 ? (
        <p>{texts.t('history.empty')}</p>
      ) : (
        <HistoryList>
          {changes.map((change) => (
            <ChangeItem key={change.id} change={change} texts={texts} />
          ))}
        </HistoryList>
      )}
    </section>
  );
}
