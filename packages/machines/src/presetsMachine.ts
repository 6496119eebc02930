// Saved run-bar presets (spec sections 3, 4, 5, 8): apply one, add, edit or delete through a
// modal, one default per workspace, applied automatically when a workspace loads. Filters on
// disabled dimensions are left out with a warning.

import { assertEvent, assign, setup } from 'xstate';
import { decidedTexts, message, specTexts } from './messages.ts';
import type { Message, NotifyParams } from './messages.ts';
import {
  defaultPresetOf,
  deletePreset,
  ignoredFiltersMessage,
  isCustomRangeIncomplete,
  isPresetNameTaken,
  sanitisePresetName,
  savePreset,
  splitPresetFilters,
} from './presetRules.ts';
import type { PresetMap, PresetWorkspace } from './presetRules.ts';
import { requiredAction, requiredPromise } from './provided.ts';
import type { TimeRange } from './timeRangePresets.ts';
import type { Filter } from './types.ts';

export interface PresetsInput {
  readonly presets: PresetMap;
  readonly workspace: PresetWorkspace;
  /** Filter fields whose dimensions are enabled in the workspace. */
  readonly enabledFields: readonly string[];
}

export interface PresetsContext extends PresetsInput {
  /** The preset being applied. */
  readonly selected: string | null;
  /** The preset the open modal edits or deletes; null when adding. */
  readonly key: string | null;
  readonly name: string;
  readonly isDefault: boolean;
  /** The run bar's range and filters when "add" was chosen. */
  readonly range: TimeRange | null;
  readonly filters: readonly Filter[];
  /** The presets being saved. */
  readonly pending: PresetMap | null;
  readonly error: Message | null;
}

export type PresetsEvent =
  | { type: 'preset.apply'; key: string }
  | { type: 'preset.create'; range: TimeRange; filters: readonly Filter[] }
  | { type: 'preset.edit'; key: string }
  | { type: 'preset.delete'; key: string }
  | { type: 'name.change'; value: string }
  | { type: 'default.change'; value: boolean }
  | { type: 'form.submit' }
  | { type: 'form.cancel' }
  | { type: 'workspace.select'; workspace: PresetWorkspace; enabledFields: readonly string[] };

/** Parameters of `applyPreset`: the app hands them to the time-range and filters machines. */
export interface ApplyPresetParams {
  readonly key: string;
  readonly range: TimeRange;
  readonly filters: readonly Filter[];
}

const SAVE_FAILED = message(decidedTexts.presetSaveFailed);

/** The selected preset, its filters split by whether their dimension is enabled. */
function selection(context: PresetsContext) {
  const key = context.selected ?? '';
  const preset = context.presets[key];
  const { kept, ignoredFields } = splitPresetFilters(preset?.filters ?? [], context.enabledFields);
  return { key, range: preset?.range ?? null, filters: kept, ignoredFields };
}

function applyParams(context: PresetsContext): ApplyPresetParams {
  const { key, range, filters } = selection(context);
  return { key, range: range ?? { preset: 'yesterday', start: null, end: null }, filters };
}

export const presetsMachine = setup({
  types: {
    context: {} as PresetsContext,
    events: {} as PresetsEvent,
    input: {} as PresetsInput,
    tags: {} as 'loading',
  },
  actors: {
    savePresets: requiredPromise<unknown, PresetMap>('savePresets'),
  },
  actions: {
    selectDefault: assign(({ context }) => ({
      selected: defaultPresetOf(context.presets, context.workspace)?.key ?? null,
    })),
    selectEventPreset: assign(({ event }) => {
      assertEvent(event, 'preset.apply');
      return { selected: event.key };
    }),
    openAdd: assign(({ event }) => {
      assertEvent(event, 'preset.create');
      return {
        key: null,
        name: '',
        isDefault: false,
        range: event.range,
        filters: event.filters,
        error: null,
      };
    }),
    openExisting: assign(({ context, event }) => {
      assertEvent(event, ['preset.edit', 'preset.delete']);
      const preset = context.presets[event.key];
      return {
        key: event.key,
        name: preset?.name ?? '',
        isDefault: preset?.default ?? false,
        error: null,
      };
    }),
    assignName: assign(({ event }) => {
      assertEvent(event, 'name.change');
      return { name: sanitisePresetName(event.value), error: null };
    }),
    assignDefault: assign(({ event }) => {
      assertEvent(event, 'default.change');
      return { isDefault: event.value };
    }),
    assignNameTaken: assign({ error: message(specTexts.presetNameExists) }),
    assignRangeIncomplete: assign({ error: message(specTexts.customRangeIncomplete) }),
    prepareAdd: assign(({ context }) => ({
      pending: savePreset(context.presets, context.workspace, {
        name: context.name,
        isDefault: context.isDefault,
        range: context.range ?? { preset: 'yesterday', start: null, end: null },
        filters: context.filters,
      }),
    })),
    prepareEdit: assign(({ context }) => {
      const existing = context.key === null ? undefined : context.presets[context.key];
      if (existing === undefined || context.key === null) return {};
      const draft = {
        name: context.name,
        isDefault: context.isDefault,
        range: existing.range,
        filters: existing.filters,
      };
      return { pending: savePreset(context.presets, context.workspace, draft, context.key) };
    }),
    prepareDelete: assign(({ context }) => ({
      pending: context.key === null ? context.presets : deletePreset(context.presets, context.key),
    })),
    commitPending: assign(({ context }) => ({
      presets: context.pending ?? context.presets,
      pending: null,
    })),
    dropPending: assign({ pending: null }),
    assignWorkspace: assign(({ event }) => {
      assertEvent(event, 'workspace.select');
      return { workspace: event.workspace, enabledFields: event.enabledFields };
    }),
    applyPreset: requiredAction<ApplyPresetParams>('applyPreset'),
    notify: requiredAction<NotifyParams>('notify'),
  },
  guards: {
    hasDefault: ({ context }) => defaultPresetOf(context.presets, context.workspace) !== undefined,
    hasIgnoredFilters: ({ context }) => selection(context).ignoredFields.length > 0,
    presetExists: ({ context, event }) =>
      'key' in event && typeof event.key === 'string' && Object.hasOwn(context.presets, event.key),
    isNameFilled: ({ context }) => context.name.trim() !== '',
    isNameTaken: ({ context }) =>
      isPresetNameTaken(context.presets, context.workspace, context.name, context.key ?? undefined),
    isRangeIncomplete: ({ context }) =>
      context.range !== null && isCustomRangeIncomplete(context.range),
  },
}).createMachine({
  id: 'presets',
  context: ({ input }) => ({
    ...input,
    selected: null,
    key: null,
    name: '',
    isDefault: false,
    range: null,
    filters: [],
    pending: null,
    error: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      always: [
        { guard: 'hasDefault', target: 'applying', actions: 'selectDefault' },
        { target: 'idle' },
      ],
    },
    applying: {
      entry: { type: 'applyPreset', params: ({ context }) => applyParams(context) },
      always: [
        {
          guard: 'hasIgnoredFilters',
          target: 'idle',
          actions: {
            type: 'notify',
            params: ({ context }) => ({
              message: ignoredFiltersMessage(selection(context).ignoredFields),
              variant: 'warning',
            }),
          },
        },
        { target: 'idle' },
      ],
    },
    idle: {
      on: {
        'preset.apply': { guard: 'presetExists', target: 'applying', actions: 'selectEventPreset' },
        'preset.create': { target: 'adding', actions: 'openAdd' },
        'preset.edit': { guard: 'presetExists', target: 'editing', actions: 'openExisting' },
        'preset.delete': { guard: 'presetExists', target: 'deleting', actions: 'openExisting' },
        'workspace.select': { target: 'loading', actions: 'assignWorkspace' },
      },
    },
    adding: {
      on: {
        'name.change': { actions: 'assignName' },
        'default.change': { actions: 'assignDefault' },
        'form.submit': [
          { guard: 'isNameTaken', actions: 'assignNameTaken' },
          { guard: 'isRangeIncomplete', actions: 'assignRangeIncomplete' },
          { guard: 'isNameFilled', target: 'saving', actions: 'prepareAdd' },
        ],
        'form.cancel': { target: 'idle' },
      },
    },
    editing: {
      on: {
        'name.change': { actions: 'assignName' },
        'default.change': { actions: 'assignDefault' },
        'form.submit': [
          { guard: 'isNameTaken', actions: 'assignNameTaken' },
          { guard: 'isNameFilled', target: 'saving', actions: 'prepareEdit' },
        ],
        'form.cancel': { target: 'idle' },
      },
    },
    deleting: {
      on: {
        'form.submit': { target: 'saving', actions: 'prepareDelete' },
        'form.cancel': { target: 'idle' },
      },
    },
    saving: {
      tags: 'loading',
      invoke: {
        src: 'savePresets',
        input: ({ context }) => context.pending ?? context.presets,
        onDone: { target: 'idle', actions: 'commitPending' },
        onError: {
          target: 'idle',
          actions: [
            'dropPending',
            { type: 'notify', params: { message: SAVE_FAILED, variant: 'error' } },
          ],
        },
      },
    },
  },
});
