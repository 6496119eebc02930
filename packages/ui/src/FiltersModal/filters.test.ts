import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  draftFromFilters,
  filtersFromDraft,
  type FilterDimension,
  type RunFilter,
} from './filters.ts';

const dimensions: FilterDimension[] = [
  { id: 'isp', caption: 'ISP' },
  { id: 'campaign', caption: 'Campaign' },
];

describe('draftFromFilters', () => {
  it('gives every dimension an entry, Include and empty when unfiltered', () => {
    const draft = draftFromFilters(dimensions, [{ field: 'isp', op: 'NOT_IN', values: ['gmail'] }]);
    expect(draft).toEqual({
      isp: { op: 'NOT_IN', values: ['gmail'] },
      campaign: { op: 'IN', values: [] },
    });
  });
});

describe('filtersFromDraft', () => {
  it('keeps dimensions with values, in dimension order', () => {
    const filters = filtersFromDraft(dimensions, {
      campaign: { op: 'IN', values: ['black-friday'] },
      isp: { op: 'NOT_IN', values: ['gmail', 'yahoo'] },
    });
    expect(filters).toEqual([
      { field: 'isp', op: 'NOT_IN', values: ['gmail', 'yahoo'] },
      { field: 'campaign', op: 'IN', values: ['black-friday'] },
    ]);
  });

  it('drops a dimension whose values were all removed', () => {
    expect(filtersFromDraft(dimensions, { isp: { op: 'NOT_IN', values: [] } })).toEqual([]);
  });

  it('keeps filters on fields the modal does not show', () => {
    const previous: RunFilter[] = [{ field: 'esp', op: 'IN', values: ['sendgrid'] }];
    expect(filtersFromDraft(dimensions, {}, previous)).toEqual(previous);
  });
});

describe('activeFilterCount', () => {
  it('counts filters with values', () => {
    expect(
      activeFilterCount([
        { field: 'isp', op: 'IN', values: ['gmail'] },
        { field: 'campaign', op: 'IN', values: [] },
      ]),
    ).toBe(1);
  });
});
