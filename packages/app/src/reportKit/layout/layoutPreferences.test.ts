import { describe, expect, it } from 'vitest';
import type { MetricId } from '@console/contract';
import { layoutInput, storedPreferences } from './layoutPreferences.ts';

const workspace = {
  dimensions_default: ['domain', 'provider'],
  metrics: ['sent', 'bounce_rate'] as MetricId[],
};

describe('layoutInput', () => {
  it('starts from the workspace defaults when the user never chose', () => {
    expect(layoutInput(undefined, workspace)).toEqual({
      dimensions: ['domain', 'provider'],
      metrics: ['sent', 'bounce_rate'],
    });
  });

  it('keeps stored choices and reads comfortable as spacious', () => {
    expect(
      layoutInput(
        {
          layout: 'two',
          density: 'comfortable',
          dimensions: ['provider', 'cat'],
          metrics: ['sent'],
        },
        workspace,
      ),
    ).toEqual({
      layout: 'two',
      density: 'spacious',
      dimensions: ['provider', 'cat'],
      metrics: ['sent'],
    });
  });
});

describe('storedPreferences', () => {
  it('saves the four choices', () => {
    expect(
      storedPreferences({
        layout: 'three',
        density: 'compact',
        dimensions: ['domain'],
        metrics: ['sent'],
      }),
    ).toEqual({ layout: 'three', density: 'compact', dimensions: ['domain'], metrics: ['sent'] });
  });
});
