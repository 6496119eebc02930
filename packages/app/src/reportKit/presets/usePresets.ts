// The run bar's presets (spec sections 3, 4, 5 and 8) through presetsMachine: the workspace's
// presets from user.presets, applied, added, edited and deleted, saved with users/set. The
// default preset applies when the page opens, unless the address already holds a query (a
// shared link shows what was shared).
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { useTranslation } from 'react-i18next';
import type { Workspace } from '@console/contract';
import {
  isPresetNameTaken,
  presetsMachine,
  presetsOfWorkspace,
  specTexts,
  type ApplyPresetParams,
  type Message,
  type NoticeVariant,
  type PresetMap,
  type TimeRange,
} from '@console/machines';
import { useSnackbar, type PresetSave } from '@console/ui';
import { useDictionary } from '../../i18n/useDictionary.ts';
import { useSession } from '../../session/SessionContext.tsx';
import { snackbarVariant, translateMessage } from '../machineMessages.ts';
import type { RunState } from '../runBar/runBarQuery.ts';
import { toMachinePresets, toStoredPresets } from './presetMapping.ts';

export interface PresetsOptions {
  workspace: Pick<Workspace, 'id' | 'dataset'>;
  /** Filter fields whose dimensions the workspace has. */
  enabledFields: readonly string[];
  /** A dimension's caption in the user's language, for messages naming ignored filters. */
  dimensionName?: (id: string) => string;
  openedWithQuery: boolean;
  /** Puts an applied preset in the run bar and runs it. */
  onApply: (params: ApplyPresetParams) => void;
  /** The run bar's state, saved by "Add preset". */
  readDraft: () => RunState;
  /** Start and end of a named range at this moment (stored presets always carry both). */
  resolveRange: (range: TimeRange) => { start: string; end: string };
}

export function usePresets(options: PresetsOptions) {
  const { user, updateUser } = useSession();
  const { t } = useTranslation(['report', 'errors']);
  const snackbar = useSnackbar();
  const latest = useRef(options);
  latest.current = options;
  // The dictionary names dimensions the workspace lacks; the first notice may come before it.
  const captions = useDictionary();
  const captionsLoading = useRef(captions.isLoading);
  captionsLoading.current = captions.isLoading;
  const heldNotices = useRef<{ message: Message; variant: NoticeVariant }[]>([]);
  // True while the actor starts: its automatic default is skipped when the address had a query.
  const starting = useRef(true);
  const [current, setCurrent] = useState<string | null>(null);
  // What the running save does, for its confirmation.
  const saving = useRef<'save' | 'delete'>('save');

  const machine = useMemo(
    () =>
      presetsMachine.provide({
        actors: {
          savePresets: fromPromise<unknown, PresetMap>(async ({ input }) => {
            await updateUser({ presets: toStoredPresets(input, latest.current.resolveRange) });
            const done =
              saving.current === 'delete' ? 'report:presetDeleted' : 'report:presetSaved';
            snackbar.show(t(done), { variant: 'success' });
          }),
        },
        actions: {
          applyPreset: (_, params: ApplyPresetParams) => {
            if (starting.current && latest.current.openedWithQuery) return;
            setCurrent(params.key);
            latest.current.onApply(params);
          },
          notify: (_, { message, variant }) => {
            if (starting.current && latest.current.openedWithQuery) return;
            // Names the dimensions of ignored filters: held until their captions are known.
            if (message.text === specTexts.presetFiltersIgnored && captionsLoading.current) {
              heldNotices.current.push({ message, variant });
              return;
            }
            snackbar.show(translateMessage(t, message, latest.current.dimensionName), {
              variant: snackbarVariant(variant),
            });
          },
        },
      }),
    // One machine per page: its callbacks read the latest options through the ref.
    [],
  );
  const actor = useActorRef(machine, {
    input: {
      presets: toMachinePresets(user.presets),
      workspace: options.workspace,
      enabledFields: options.enabledFields,
    },
  });
  // Declared after useActorRef, so it runs once the actor has started.
  useEffect(() => {
    starting.current = false;
  }, []);
  useEffect(() => {
    if (captions.isLoading) return;
    for (const { message, variant } of heldNotices.current.splice(0))
      snackbar.show(translateMessage(t, message, latest.current.dimensionName), {
        variant: snackbarVariant(variant),
      });
  }, [captions.isLoading, snackbar, t]);

  const presets = useSelector(actor, (snapshot) => snapshot.context.presets);
  const isSaving = useSelector(actor, (snapshot) => snapshot.hasTag('loading'));
  const entries = useMemo(
    () => presetsOfWorkspace(presets, options.workspace),
    [presets, options.workspace],
  );
  const keyOfName = useCallback(
    (name: string) => entries.find((entry) => entry.preset.name === name)?.key,
    [entries],
  );
  const currentName = entries.find((entry) => entry.key === current)?.preset.name ?? null;

  const apply = useCallback(
    (name: string) => {
      const key = keyOfName(name);
      if (key) actor.send({ type: 'preset.apply', key });
    },
    [actor, keyOfName],
  );

  /** The control's form already checked the name; the machine saves (or says why not). */
  const save = useCallback(
    ({ name, isDefault, previousName }: PresetSave) => {
      const key = previousName === undefined ? undefined : keyOfName(previousName);
      if (key) actor.send({ type: 'preset.edit', key });
      else {
        const draft = latest.current.readDraft();
        actor.send({ type: 'preset.create', range: draft.range, filters: draft.filters });
      }
      actor.send({ type: 'name.change', value: name });
      actor.send({ type: 'default.change', value: isDefault });
      saving.current = 'save';
      actor.send({ type: 'form.submit' });
      const snapshot = actor.getSnapshot();
      if (!snapshot.matches('saving')) {
        // Refused: a custom range without its end cannot be saved, for instance.
        if (snapshot.context.error)
          snackbar.show(translateMessage(t, snapshot.context.error, latest.current.dimensionName), {
            variant: 'error',
          });
        actor.send({ type: 'form.cancel' });
        return;
      }
      setCurrent(`${options.workspace.id}.${name}`);
    },
    [actor, keyOfName, options.workspace.id, snackbar, t],
  );

  const remove = useCallback(
    (name: string) => {
      const key = keyOfName(name);
      if (!key) return;
      actor.send({ type: 'preset.delete', key });
      saving.current = 'delete';
      actor.send({ type: 'form.submit' });
      setCurrent((value) => (value === key ? null : value));
    },
    [actor, keyOfName],
  );

  const validateName = useCallback(
    (name: string, editing: string | null) =>
      isPresetNameTaken(presets, options.workspace, name, editing ? keyOfName(editing) : undefined)
        ? t('errors:presetExists')
        : null,
    [presets, options.workspace, keyOfName, t],
  );

  return {
    items: entries.map(({ preset }) => ({ name: preset.name, isDefault: preset.default ?? false })),
    currentName,
    /** The run bar changed by hand: no preset is current any more. */
    clearCurrent: useCallback(() => setCurrent(null), []),
    isSaving,
    apply,
    save,
    remove,
    validateName,
  };
}
