// Checks an answer against the contract's output schema of its call, so every HTTP test also
// proves the server answers what the typed client expects.
import { callByKey, type CallKey } from '@console/contract';
import { expect } from 'vitest';

export function expectContractOutput(key: CallKey, body: unknown): void {
  const parsed = callByKey(key).output.safeParse(body);
  expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
}
