// Bad input for every call of the contract: the body without each field, with each field of a
// wrong type, with an unknown field, with a 1 MB string, not an object, and not JSON at all. Each
// answers a 4xx in the error shape { name, message, details? }, never a 5xx, and the database is
// unchanged afterwards. Calls are made as an admin, who passes every guard: if validation let a
// body through, the handler would run and the checksums would show it.
import {
  authCalls,
  calls,
  errorNames,
  exampleOf,
  leavesOf,
  withValueAt,
  type AnyCall,
} from '@console/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../testing/databases.ts';
import { seedMatrix } from '../testing/matrixFixture.ts';
import { tableChecksums } from '../testing/tableChecksums.ts';
import { useTestApp, type TestSession } from '../testing/testApp.ts';

const megabyteString = 'x'.repeat(1024 * 1024);

/** A value of another JSON type than `value`. */
function wrongTypeOf(value: unknown): unknown {
  if (typeof value === 'string') return 12345;
  if (typeof value === 'number') return 'twelve';
  if (typeof value === 'boolean') return 'yes';
  if (Array.isArray(value)) return { not: 'a list' };
  if (value === null) return ['null'];
  return 'not an object';
}

interface Variant {
  label: string;
  /** a JSON value, or raw text sent as is */
  payload: unknown;
  raw?: boolean;
}

/** The bad bodies of a call; only those its schema rejects (an empty body may be valid). */
export function badBodies(call: AnyCall): Variant[] {
  const example = exampleOf(call.input) as Record<string, unknown>;
  const fields = Object.keys(example);
  const variants: Variant[] = [
    { label: 'empty body', payload: {} },
    ...fields.map((field) => {
      const { [field]: _left, ...rest } = example;
      return { label: `without ${field}`, payload: rest };
    }),
    ...fields.map((field) => ({
      label: `${field} of a wrong type`,
      payload: { ...example, [field]: wrongTypeOf(example[field]) },
    })),
    { label: 'an unknown field', payload: { ...example, unexpected_field: 1 } },
    ...fields
      .filter((field) => typeof example[field] === 'string')
      .map((field) => ({
        label: `${field} of 1 MB`,
        payload: { ...example, [field]: megabyteString },
      })),
    { label: 'a 1 MB unknown field', payload: { ...example, padding: megabyteString } },
    { label: 'a list', payload: [example] },
    { label: 'a number', payload: 42 },
    { label: 'a string', payload: 'text' },
  ];
  const rejected = variants.filter((variant) => !call.input.safeParse(variant.payload).success);
  return [
    ...rejected,
    { label: 'invalid JSON', payload: '{"oops":', raw: true },
    { label: 'truncated JSON', payload: JSON.stringify(example).slice(0, -1), raw: true },
  ];
}

/**
 * Bodies that once answered 500 (fuzzing found 106 of 27,310): a NUL or a lone surrogate in
 * each string, and each number past what a PostgreSQL integer holds. The contract refuses some;
 * what it accepts must be stored or refused with a 4xx, never fail in storage.
 */
export function storageBreakingBodies(call: Pick<AnyCall, 'input'>): Variant[] {
  const example = exampleOf(call.input);
  return leavesOf(example).flatMap((leaf) => {
    const at = leaf.path.join('.');
    if (typeof leaf.value === 'string')
      return [
        { label: `NUL in ${at}`, payload: withValueAt(example, leaf.path, `${leaf.value}\u0000`) },
        {
          label: `lone surrogate in ${at}`,
          payload: withValueAt(example, leaf.path, `${leaf.value}\ud800`),
        },
      ];
    if (typeof leaf.value === 'number')
      return [2_147_483_648, Number.MAX_SAFE_INTEGER, -2_147_483_649].map((number) => ({
        label: `${number} in ${at}`,
        payload: withValueAt(example, leaf.path, number),
      }));
    return [];
  });
}

describe.each(testDatabases)('bad input on %s', (kind) => {
  const holder = useTestApp(kind);
  let admin: TestSession | null = null;
  beforeAll(async () => {
    ({ admin } = await seedMatrix(holder.app));
  });

  it('answers every bad body of every call with a 4xx in the error shape and changes nothing', async () => {
    const t = holder.app;
    const headers = { cookie: admin?.cookie ?? '', 'x-csrf-token': admin?.token ?? '' };
    const before = await tableChecksums(t.services.db);
    const wrong: string[] = [];
    let sent = 0;
    for (const call of calls) {
      for (const variant of badBodies(call)) {
        const response = await t.app.inject({
          method: 'POST',
          url: `/api/v1.1/${call.key}`,
          payload: variant.raw ? (variant.payload as string) : JSON.stringify(variant.payload),
          headers: { ...headers, 'content-type': 'application/json' },
        });
        sent += 1;
        const status = response.statusCode;
        const body = response.json<Record<string, unknown>>();
        const keys = Object.keys(body).filter((key) => key !== 'details');
        const shaped =
          typeof body.name === 'string' &&
          (errorNames as readonly string[]).includes(body.name) &&
          typeof body.message === 'string' &&
          keys.sort().join(',') === 'message,name';
        if (status < 400 || status >= 500 || !shaped) {
          wrong.push(`${call.key} ${variant.label}: ${status} ${response.body.slice(0, 160)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(sent).toBeGreaterThan(calls.length * 4);
    expect(await tableChecksums(t.services.db)).toEqual(before);
  }, 300_000);

  it('never answers 5xx to a NUL, a lone surrogate or an integer past a column, in any call', async () => {
    const t = holder.app;
    const failed: string[] = [];
    let sent = 0;
    for (const call of calls) {
      for (const variant of storageBreakingBodies(call)) {
        const response = await t.call(call.key, variant.payload, admin);
        sent += 1;
        if (response.statusCode >= 500)
          failed.push(`${call.key} ${variant.label}: ${response.statusCode} ${response.body}`);
      }
    }
    for (const auth of authCalls.filter((entry) => entry.method === 'POST')) {
      for (const variant of storageBreakingBodies(auth)) {
        const response = await t.call(auth.path, variant.payload, admin);
        sent += 1;
        if (response.statusCode >= 500)
          failed.push(`${auth.path} ${variant.label}: ${response.statusCode} ${response.body}`);
      }
    }
    expect(failed).toEqual([]);
    expect(sent).toBeGreaterThan(calls.length);
  }, 300_000);
});
