// The report-layout panel (spec sections 4 and 5): layout, density, dimensions and metrics of
// a workspace. Preferences are cleaned up on load; at most 6 counted dimensions can be chosen;
// closing the panel saves. The "X out of 6" label is dimensionsLabel(context.dimensions).

import { assertEvent, assign, setup } from 'xstate';
import { isDimensionDisabled } from './dimensionRules.ts';
import { decidedTexts, message } from './messages.ts';
import type { NotifyParams } from './messages.ts';
import { cleanPreferences } from './preferenceCleanup.ts';
import type { Density, Layout, WorkspacePreferences } from './preferenceCleanup.ts';
import { requiredAction, requiredPromise } from './provided.ts';

export interface ReportLayoutInput {
  /** The workspace's stored preferences, before clean-up. */
  readonly preferences: WorkspacePreferences;
  /** The metrics the workspace offers; "deferred" among them adds Top Deferrals. */
  readonly workspaceMetrics: readonly string[];
}

export interface ReportLayoutContext {
  readonly layout: Layout;
  readonly density: Density;
  readonly dimensions: readonly string[];
  readonly metrics: readonly string[];
}

export type ReportLayoutEvent =
  | { type: 'panel.open' }
  | { type: 'panel.close' }
  | { type: 'layout.change'; layout: Layout }
  | { type: 'density.change'; density: Density }
  | { type: 'dimension.toggle'; dimension: string }
  | { type: 'metric.toggle'; metric: string };

function initialContext({ preferences, workspaceMetrics }: ReportLayoutInput): ReportLayoutContext {
  const cleaned = cleanPreferences(preferences, workspaceMetrics);
  return {
    layout: cleaned.layout ?? 'auto',
    density: cleaned.density ?? 'spacious',
    dimensions: cleaned.dimensions,
    metrics: cleaned.metrics,
  };
}

function toggled(values: readonly string[], value: string): string[] {
  return values.includes(value)
    ? values.filter((existing) => existing !== value)
    : [...values, value];
}

export const reportLayoutMachine = setup({
  types: {
    context: {} as ReportLayoutContext,
    events: {} as ReportLayoutEvent,
    input: {} as ReportLayoutInput,
    tags: {} as 'loading',
  },
  actors: {
    savePreferences: requiredPromise<unknown, WorkspacePreferences>('savePreferences'),
  },
  actions: {
    assignLayout: assign(({ event }) => {
      assertEvent(event, 'layout.change');
      return { layout: event.layout };
    }),
    assignDensity: assign(({ event }) => {
      assertEvent(event, 'density.change');
      return { density: event.density };
    }),
    toggleDimension: assign(({ context, event }) => {
      assertEvent(event, 'dimension.toggle');
      return { dimensions: toggled(context.dimensions, event.dimension) };
    }),
    toggleMetric: assign(({ context, event }) => {
      assertEvent(event, 'metric.toggle');
      return { metrics: toggled(context.metrics, event.metric) };
    }),
    notify: requiredAction<NotifyParams>('notify'),
  },
  guards: {
    isDimensionAvailable: ({ context, event }) =>
      event.type === 'dimension.toggle' &&
      !isDimensionDisabled(event.dimension, context.dimensions),
  },
}).createMachine({
  id: 'reportLayout',
  context: ({ input }) => initialContext(input),
  initial: 'closed',
  states: {
    closed: {
      on: { 'panel.open': { target: 'open' } },
    },
    open: {
      on: {
        'layout.change': { actions: 'assignLayout' },
        'density.change': { actions: 'assignDensity' },
        'dimension.toggle': { guard: 'isDimensionAvailable', actions: 'toggleDimension' },
        'metric.toggle': { actions: 'toggleMetric' },
        'panel.close': { target: 'saving' },
      },
    },
    saving: {
      tags: 'loading',
      invoke: {
        src: 'savePreferences',
        input: ({ context }) => context,
        onDone: { target: 'closed' },
        onError: {
          target: 'closed',
          actions: {
            type: 'notify',
            params: { message: message(decidedTexts.preferencesSaveFailed), variant: 'error' },
          },
        },
      },
    },
  },
});
