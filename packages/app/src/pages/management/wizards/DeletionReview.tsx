// What a deletion removes, counted before anything is removed (the calls each list screen
// uses), and the name typed to confirm: the wizard's Delete waits for it.
import { useEffect, useState, type ReactNode } from 'react';
import type { ApiClient } from '@console/contract';
import { Loading, TextField } from '@console/ui';
import { useQuery } from '../../../api/useQuery.ts';
import type { EntityTexts } from '../entities/useEntityTexts.ts';
import { QueryFailed } from '../../../shell/QueryFailed.tsx';

/** A count of what goes, by the text that says it (wizard.count.<id>). */
export interface Removal {
  id: string;
  count: number;
}

export interface DeletionReviewProps {
  name: string;
  /** wizard.review.<code>: what the deletion does, with the name */
  intro: string;
  removals: (api: ApiClient) => Promise<Removal[]>;
  /** said under the counts (the only owner of an account, for instance) */
  warning?: (removals: Removal[]) => ReactNode;
  texts: EntityTexts;
  onConfirmable?: (isConfirmable: boolean) => void;
}

export function DeletionReview({
  name,
  intro,
  removals,
  warning,
  texts,
  onConfirmable,
}: DeletionReviewProps) {
  const { t } = texts;
  const query = useQuery((api) => removals(api), [name]);
  const [typed, setTyped] = useState('');
  const matches = typed.trim() === name && query.status === 'success';
  useEffect(() => onConfirmable?.(matches), [matches, onConfirmable]);
  if (query.status === 'error' && !query.data) return <QueryFailed onRetry={query.reload} />;
  if (!query.data) return <Loading label={t('common:loading')} />;
  return (
    <>
      <p>{intro}</p>
      <ul>
        {query.data.map((removal) => (
          <li key={removal.id}>
            {t(`wizard.count.${removal.id}`, {
              count: removal.count,
              value: texts.format.count(removal.count),
            })}
          </li>
        ))}
      </ul>
      {warning?.(query.data)}
      <TextField
        label={t('delete.typeName', { name })}
        value={typed}
        onChange={setTyped}
        autoComplete="off"
      />
    </>
  );
}
