// The stories' fake client: a story's handler answers its call; any other call of the contract
// answers the contract's example of its output (valid by its schema); an unknown path is 404.
import { describe, expect, it } from 'vitest';
import { callByKey, exampleOf } from '@console/contract';
import { createFakeApi, failWith } from './fakeApi.ts';

describe('createFakeApi', () => {
  it('answers with the story handler when there is one', async () => {
    const api = createFakeApi({ 'user/messages/all': () => [] });
    await expect(api.user.messages.all({})).resolves.toEqual([]);
  });

  it('answers a call without handler with the contract example of its output', async () => {
    const api = createFakeApi({});
    const heartbeat = await api.public.system.heartbeat({});
    expect(heartbeat).toEqual(exampleOf(callByKey('public/system/heartbeat').output));
    expect(callByKey('public/system/heartbeat').output.safeParse(heartbeat).success).toBe(true);
    await expect(api.user.feedback.send({ message: 'Thanks', url: '/' })).resolves.toEqual({
      ok: true,
    });
  });

  it('answers an error from failWith, and 404 for a path that is no call', async () => {
    const log: { key: string; input: unknown }[] = [];
    const api = createFakeApi({ 'user/feedback/send': failWith(500, 'InternalError') }, { log });
    await expect(api.user.feedback.send({ message: 'Thanks', url: '/' })).rejects.toMatchObject({
      name: 'InternalError',
    });
    const unknown = (api as unknown as { user: { nothing: { here: () => Promise<unknown> } } }).user
      .nothing.here;
    await expect(unknown()).rejects.toMatchObject({ name: 'NotFound' });
    expect(log.map((entry) => entry.key)).toEqual(['user/feedback/send', 'user/nothing/here']);
  });
});
