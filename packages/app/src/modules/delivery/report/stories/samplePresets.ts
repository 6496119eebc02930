// Presets of the story user in the demo workspace: a default "Gmail only" over the last 7 days
// (with a filter on a dimension the workspace no longer has), and a campaign check.
import type { User } from '@console/contract';

export const samplePresets: User['presets'] = {
  'demo.Gmail only': {
    dataset: 'demo-newsletters',
    workspace: 'demo',
    range: {
      preset: 'last7days',
      start: '2026-11-05T23:00:00.000Z',
      end: '2026-11-12T23:00:00.000Z',
    },
    filters: [
      { field: 'provider', op: 'IN', values: ['google'] },
      { field: 'mx', op: 'NOT_IN', values: ['mx.example.net'] },
    ],
    default: true,
  },
  'demo.Reactivation check': {
    dataset: 'demo-newsletters',
    workspace: 'demo',
    range: {
      preset: 'yesterday',
      start: '2026-11-12T23:00:00.000Z',
      end: '2026-11-13T23:00:00.000Z',
    },
    filters: [{ field: 'job', op: 'IN', values: ['reactivation-q4'] }],
    default: false,
  },
};
