import { describe, expect, it } from 'vitest';
import * as compiledCharts from '../src/Chart/compiledCharts.ts';
import { compileCharts } from './compileCharts.ts';

describe('compiled charts', () => {
  it('are what the templates compile to (else run node packages/ui/scripts/compileCharts.ts)', () => {
    expect({ ...compiledCharts }).toEqual(compileCharts());
  });
});
