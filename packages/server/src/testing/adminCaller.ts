// Calls as a signed-in admin for the management-area tests: every 200 answer is checked
// against the contract's output schema, and `ok` answers the body of a call that must succeed.
import type { CallKey } from '@console/contract';
import { expect } from 'vitest';
import { expectContractOutput } from './contractOutput.ts';
import { adminEmail, adminPassword, type TestApp, type TestSession } from './testApp.ts';

// The answer was checked against the contract's output schema; tests read it freely.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Answer = any;

export interface AdminCaller {
  session: TestSession;
  /** the status and parsed body of a call */
  call(key: CallKey, body?: unknown): Promise<{ status: number; body: Answer }>;
  /** the body of a call that must answer 200 */
  ok(key: CallKey, body?: unknown): Promise<Answer>;
}

export async function signInAdmin(t: TestApp): Promise<AdminCaller> {
  const session = await t.signIn(adminEmail, adminPassword);
  const call: AdminCaller['call'] = async (key, body = {}) => {
    const response = await t.call(key, body, session);
    const parsed = response.body === '' ? null : response.json();
    if (response.statusCode === 200) expectContractOutput(key, parsed);
    return { status: response.statusCode, body: parsed };
  };
  return {
    session,
    call,
    async ok(key, body) {
      const answer = await call(key, body);
      expect([key, answer.status, answer.body]).toEqual([key, 200, answer.body]);
      return answer.body;
    },
  };
}
