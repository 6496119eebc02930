// The authorization matrix (spec section 6): every call of the contract times every kind of
// caller, with the expected status in each cell. A cell either expects the guard to stop the
// caller (401 Unauthorized, 403 Forbidden) or to let them through, after which the handler
// answers 2xx or a domain 4xx, never 401/403/5xx; a 2xx answer must fit the contract's output.
// Calls no module handles yet answer 404 NotFound to the roles allowed through, and still
// 401/403 to the others: the guard runs first. Their list is explicit and must shrink.
import { calls, exampleOf, roleAllows, type AnyCall, type Role } from '@console/contract';
import { describe, expect, it } from 'vitest';
import { allRoutes } from '../modules/index.ts';
import { testDatabases } from '../testing/databases.ts';
import { matrixRoles, seedMatrix, type MatrixRole } from '../testing/matrixFixture.ts';
import { useTestApp } from '../testing/testApp.ts';
import { awaitingTheirModule } from '../testing/awaitingModules.ts';

/**
 * Contract calls without a handler yet. Remove a key when its handler lands: the first test
 * below fails while the list names a handled call or misses an unhandled one.
 */
const notImplementedYet = new Set<string>(awaitingTheirModule);

type Cell = 401 | 403 | 'through';

const membershipRole: Partial<Record<MatrixRole, Role>> = {
  member: 'member',
  editor: 'editor',
  owner: 'owner',
};

export function expectedCell(call: AnyCall, role: MatrixRole): Cell {
  if (call.area === 'public') return 'through';
  if (role === 'anonymous') return 401;
  if (call.area === 'user') return 'through';
  if (role === 'admin') return 'through';
  if (call.area === 'admin') return 403;
  const held = membershipRole[role];
  return held && roleAllows(held, call.area) ? 'through' : 403;
}

/**
 * Reads and harmless writes first, then the admin area, whose deletions come last (the account
 * `acme` last of all, since deleting it cascades to what the other calls name).
 */
function callOrder(call: AnyCall): number {
  if (call.area !== 'admin') return 0;
  if (call.key === 'admin/accounts/del') return 3;
  return call.action === 'del' || call.action === 'delete' ? 2 : 1;
}

const orderedCalls = [...calls].sort((a, b) => callOrder(a) - callOrder(b));

describe('the list of calls not implemented yet', () => {
  const handled = new Set<string>(allRoutes.map((route) => route.key));
  it('names only contract calls without a handler, and every such call', () => {
    const implementedButListed = [...notImplementedYet].filter((key) => handled.has(key));
    const missingFromList = calls
      .map((call) => call.key)
      .filter((key) => !handled.has(key) && !notImplementedYet.has(key));
    expect({ implementedButListed, missingFromList }).toEqual({
      implementedButListed: [],
      missingFromList: [],
    });
  });
});

describe.each(testDatabases)('authorization matrix on %s', (kind) => {
  const holder = useTestApp(kind);

  it(`answers every call x ${matrixRoles.length} callers as the area allows`, async () => {
    const t = holder.app;
    const sessions = await seedMatrix(t);
    const wrong: string[] = [];
    let cells = 0;
    for (const call of orderedCalls) {
      const body = exampleOf(call.input);
      for (const role of matrixRoles) {
        const response = await t.call(call.key, body, sessions[role]);
        cells += 1;
        const expected = expectedCell(call, role);
        const status = response.statusCode;
        const answer = response.json<{ name?: string }>();
        const cell = `${call.key} as ${role}: expected ${expected}, got ${status} ${response.body.slice(0, 160)}`;
        if (expected !== 'through') {
          const name = expected === 401 ? 'Unauthorized' : 'Forbidden';
          if (status !== expected || answer.name !== name) wrong.push(cell);
        } else if (notImplementedYet.has(call.key)) {
          if (status !== 404 || answer.name !== 'NotFound') wrong.push(cell);
        } else if (status === 401 || status === 403 || status >= 500) {
          wrong.push(cell);
        } else if (status < 300 && !call.output.safeParse(answer).success) {
          wrong.push(`${cell}: the answer does not fit the contract's output`);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(cells).toBe(calls.length * matrixRoles.length);
  }, 300_000);
});
