// The history of visited workspace pages (spec section 2): every workspace page opened goes
// first, at most 10 are kept (workspaceHistoryMachine), and the list is stored in localStorage
// so it outlives the page.
import { workspaceHistoryMachine, type HistoryEntry } from '@console/machines';
import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import { HISTORY_STORAGE_KEY, readJson, writeJson } from '../startup/localStore.ts';

const isHistory = (value: unknown): value is HistoryEntry[] =>
  Array.isArray(value) &&
  value.every(
    (entry: unknown) =>
      typeof entry === 'object' &&
      entry !== null &&
      typeof (entry as HistoryEntry).path === 'string' &&
      typeof (entry as HistoryEntry).workspace === 'string',
  );

export function readHistory(storage: Pick<Storage, 'getItem'>): HistoryEntry[] {
  return readJson(storage, HISTORY_STORAGE_KEY, isHistory, []);
}

/** Records `entry` whenever its path changes. */
export function useWorkspaceHistory(entry: HistoryEntry | null) {
  const history = useActorRef(
    workspaceHistoryMachine.provide({
      actions: {
        storeHistory: (_, { entries }) =>
          writeJson(window.localStorage, HISTORY_STORAGE_KEY, entries),
      },
    }),
    { input: { entries: readHistory(window.localStorage) } },
  );
  const path = entry?.path;
  useEffect(() => {
    if (entry) history.send({ type: 'page.visit', entry });
    // A visit is a new path: the entry object is new on every render, its path is what counts.
  }, [history, path]);
}
