import { describe, expect, it } from 'vitest';
import { cleanPreferences } from './preferenceCleanup.ts';

describe('cleanPreferences', () => {
  it('removes cat and dsn and adds Top Bounces', () => {
    const cleaned = cleanPreferences({ dimensions: ['cat', 'isp', 'dsn'], metrics: [] }, ['sent']);
    expect(cleaned.dimensions).toEqual(['isp', 'bounce']);
  });

  it('adds Top Deferrals only when the workspace has a deferred metric', () => {
    expect(cleanPreferences({ dimensions: [], metrics: [] }, ['deferred']).dimensions).toEqual([
      'bounce',
      'deferral',
    ]);
    expect(cleanPreferences({ dimensions: [], metrics: [] }, ['deferred_rate']).dimensions).toEqual(
      ['bounce'],
    );
  });

  it('moves the six trailing metrics to the end in their order and drops avg_del_time_chrt', () => {
    const cleaned = cleanPreferences(
      {
        dimensions: [],
        metrics: [
          'trap_rate',
          'sent',
          'complaints',
          'avg_del_time_chrt',
          'unique_unsubs',
          'delivered',
          'open_rate',
        ],
      },
      [],
    );
    expect(cleaned.metrics).toEqual([
      'sent',
      'delivered',
      'open_rate',
      'trap_rate',
      'complaints',
      'unique_unsubs',
    ]);
  });

  it('keeps layout and density and changes nothing on a second run', () => {
    const once = cleanPreferences(
      {
        layout: 'two',
        density: 'compact',
        dimensions: ['dsn', 'bounce', 'isp'],
        metrics: ['traps', 'sent', 'sent'],
      },
      ['deferred'],
    );
    expect(once).toEqual({
      layout: 'two',
      density: 'compact',
      dimensions: ['bounce', 'isp', 'deferral'],
      metrics: ['sent', 'traps'],
    });
    expect(cleanPreferences(once, ['deferred'])).toEqual(once);
  });
});
