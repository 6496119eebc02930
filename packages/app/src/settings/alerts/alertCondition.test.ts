// A Delivery Analytics alert's condition in the alert center: its rule, window and least volume.
import type { UserAlert } from '@console/contract';
import { describe, expect, it } from 'vitest';
import { conditionText, windowInUnits, type ConditionTexts } from './alertCondition.ts';

const texts: ConditionTexts = {
  metric: (code) => ({ deferred_rate: 'Deferral rate', open_rate: 'Open rate' })[code] ?? code,
  dimension: (code) => ({ provider: 'Mailbox provider', campaign: 'Campaign' })[code] ?? code,
  window: (unit, count) => `${count} ${unit}${count === 1 ? '' : 's'}`,
  threshold: (percent) => `${percent.toFixed(2)}%`,
  minVolume: (count) => `≥ ${count.toLocaleString('en')} messages`,
  perDimension: (caption) => `per ${caption}`,
};

const alert = (overrides: Partial<UserAlert>): UserAlert => ({
  id: 'a1',
  scope: 'provider',
  alert: 'deferred_rate',
  name: 'Deferrals per provider',
  description: '',
  module: 'da',
  account: 'acme',
  friendly_account: 'Acme',
  channel: 'email',
  active: true,
  mappings: [],
  exclude_rhsbl: [],
  exclude_dnsbl: [],
  condition: { threshold: 6, direction: 'above', min_volume: 300, window: 10_080, values: [] },
  ...overrides,
});

describe('windowInUnits', () => {
  it('takes the largest whole unit', () => {
    expect(windowInUnits(10_080)).toEqual({ unit: 'day', count: 7 });
    expect(windowInUnits(1440)).toEqual({ unit: 'day', count: 1 });
    expect(windowInUnits(240)).toEqual({ unit: 'hour', count: 4 });
    expect(windowInUnits(90)).toEqual({ unit: 'minute', count: 90 });
    expect(windowInUnits(15)).toEqual({ unit: 'minute', count: 15 });
  });
});

describe('conditionText', () => {
  it('says the metric, the comparison, the dimension, the window and the least volume', () => {
    expect(conditionText(alert({}), texts)).toBe(
      'Deferral rate > 6.00% per Mailbox provider · 7 days · ≥ 300 messages',
    );
  });

  it('names the values watched, and a falling metric with <', () => {
    const condition = {
      threshold: 12.5,
      direction: 'below' as const,
      min_volume: 1000,
      window: 60,
      values: ['spring-sale', 'welcome'],
    };
    expect(conditionText(alert({ alert: 'open_rate', scope: 'campaign', condition }), texts)).toBe(
      'Open rate < 12.50% per Campaign (spring-sale, welcome) · 1 hour · ≥ 1,000 messages',
    );
  });

  it('judges each dataset as a whole when its scope is the dataset or the account', () => {
    for (const scope of ['dataset', 'account'])
      expect(conditionText(alert({ scope }), texts)).toBe(
        'Deferral rate > 6.00% · 7 days · ≥ 300 messages',
      );
  });

  it('is null for an alert of another module', () => {
    expect(conditionText(alert({ module: 'rm', condition: null }), texts)).toBeNull();
  });
});
