// The demo dataset's figures read straight from the API, to check what the report shows against
// the server's own numbers for the very range and filters the page ran.
import type { Page } from 'playwright-core';
import { callFromPage } from './api.ts';
import { demo } from './server.ts';

export interface RunFilter {
  field: string;
  op: 'IN' | 'NOT_IN';
  values: string[];
}

/** The range and filters of the report on screen, as its address holds them. */
export function runOfAddress(page: Page): { range: object; filters: RunFilter[] } {
  const params = new URL(page.url()).searchParams;
  const filters: RunFilter[] = [];
  for (const [key, value] of params) {
    if (['preset', 'start', 'end', 'search', 'constraint', 'compare'].includes(key)) continue;
    const op = key.endsWith('!') ? 'NOT_IN' : 'IN';
    const field = key.replace(/!$/, '');
    const filter = filters.find((entry) => entry.field === field && entry.op === op);
    if (filter) filter.values.push(value);
    else filters.push({ field, op, values: [value] });
  }
  return {
    range: { preset: params.get('preset'), start: params.get('start'), end: params.get('end') },
    filters,
  };
}

/** datasets/totals for the report the address describes. */
export async function totalsOfAddress(page: Page): Promise<Record<string, number>> {
  const answer = await callFromPage<{ totals: Record<string, number> }>(
    page,
    'member/datasets/totals',
    { account: demo.account, dataset: demo.dataset, ...runOfAddress(page) },
  );
  if (answer.status !== 200) throw new Error(`totals answered ${answer.status}`);
  return answer.body.totals;
}

/**
 * A recipient who really received mail in the range: the address written in a hard bounce's
 * diagnostic (the example the Top bounces table details), as a sender looking into a bounce
 * would copy it.
 */
export async function bouncedRecipient(page: Page, range: object): Promise<string> {
  const answer = await callFromPage<{ rows: { example: string }[] }>(
    page,
    'member/datasets/bounces',
    { account: demo.account, dataset: demo.dataset, range, filters: [] },
  );
  const address = answer.body.rows
    .map((row) => /<([^<>\s@]+@[^<>\s]+)>/.exec(row.example)?.[1])
    .find((found) => found !== undefined);
  if (!address) throw new Error('no bounce diagnostic names its recipient');
  return address;
}

/** 12345 written with a group separator, as the number formats of spec section 9 do. */
export const grouped = (value: number, separator: string) =>
  String(Math.round(value)).replace(/\B(?=(\d{3})+(?!\d))/g, separator);
