// What a change changed: the top-level fields whose value differs before and after, in the
// order of the entity's fields.
import type { ChangeRecord } from '@console/contract';

export interface ChangedField {
  name: string;
  before: unknown;
  after: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function changedFields(change: Pick<ChangeRecord, 'before' | 'after'>): ChangedField[] {
  const before = isRecord(change.before) ? change.before : {};
  const after = isRecord(change.after) ? change.after : {};
  const names = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return names
    .filter((name) => JSON.stringify(before[name]) !== JSON.stringify(after[name]))
    .map((name) => ({ name, before: before[name] ?? null, after: after[name] ?? null }));
}
