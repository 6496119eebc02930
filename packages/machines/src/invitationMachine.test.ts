import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { invitationMachine } from './invitationMachine.ts';
import type {
  AcceptRequest,
  InvitationField,
  InvitationOffer,
  InvitationRequest,
} from './invitationMachine.ts';

const GOOD_PASSWORD = 'correct horse battery';

const newAddress: InvitationOffer = {
  account_name: 'Acme Mail',
  role: 'editor',
  invited_by: 'Olga Owner',
  email: 'nina@example.com',
  expires_at: '2026-12-03T12:00:00.000Z',
  needs_password: true,
};
const existingUser: InvitationOffer = { ...newAddress, needs_password: false };

const refusal = (name: string) => Object.assign(new Error('refused'), { name });

interface Options {
  token?: string | null;
  load?: (request: InvitationRequest) => Promise<InvitationOffer>;
  accept?: (request: AcceptRequest) => Promise<unknown>;
}

function start({
  token = 'tok-1',
  load = async () => newAddress,
  accept = async () => ({ ok: true }),
}: Options = {}) {
  const loadCall = vi.fn(load);
  const acceptCall = vi.fn(accept);
  const machine = invitationMachine.provide({
    actors: {
      loadInvitation: fromPromise(({ input }: { input: InvitationRequest }) => loadCall(input)),
      acceptInvitation: fromPromise(({ input }: { input: AcceptRequest }) => acceptCall(input)),
    },
  });
  const actor = createActor(machine, { input: { token } }).start();
  return { actor, loadCall, acceptCall };
}

type Actor = ReturnType<typeof start>['actor'];

const ready = (actor: Actor) => waitFor(actor, (snapshot) => snapshot.matches('ready'));

function fill(actor: Actor, fields: Partial<Record<InvitationField, string>>) {
  for (const [field, value] of Object.entries(fields)) {
    actor.send({ type: 'field.change', field: field as InvitationField, value });
  }
}

describe('invitationMachine', () => {
  it('loads the invitation of the trimmed token and shows it', async () => {
    const { actor, loadCall } = start({ token: '  tok-1 \n' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(loadCall).toHaveBeenCalledWith({ token: 'tok-1' });
    await ready(actor);
    expect(actor.getSnapshot().context.offer).toEqual(newAddress);
  });

  it.each([null, '', '   '])('calls nothing and says not found for the token %j', (token) => {
    const { actor, loadCall } = start({ token });
    expect(actor.getSnapshot().matches('invalid')).toBe(true);
    expect(actor.getSnapshot().context.failure).toBe('notFound');
    expect(loadCall).not.toHaveBeenCalled();
  });

  it.each([
    [
      'InvitationNotFound',
      'notFound',
      'This invitation is not valid. It may have been accepted already or withdrawn by the account owner.',
    ],
    [
      'InvitationExpired',
      'expired',
      'This invitation has expired. Ask the account owner to invite you again.',
    ],
    ['NetworkError', 'unavailable', 'Could not connect to the server.'],
    ['InternalError', 'unavailable', 'Failed to load the invitation.'],
  ])('goes to invalid when loading fails with %s', async (name, failure, text) => {
    const { actor } = start({ load: () => Promise.reject(refusal(name)) });
    await waitFor(actor, (snapshot) => snapshot.matches('invalid'));
    expect(actor.getSnapshot().context.failure).toBe(failure);
    expect(actor.getSnapshot().context.error).toEqual({ text });
  });

  it('loads again on retry only when the failure was not a refusal', async () => {
    let answer: () => Promise<InvitationOffer> = () => Promise.reject(refusal('NetworkError'));
    const { actor, loadCall } = start({ load: () => answer() });
    await waitFor(actor, (snapshot) => snapshot.matches('invalid'));
    answer = async () => newAddress;
    actor.send({ type: 'load.retry' });
    await ready(actor);
    expect(loadCall).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().context.error).toBeNull();

    const expired = start({ load: () => Promise.reject(refusal('InvitationExpired')) });
    await waitFor(expired.actor, (snapshot) => snapshot.matches('invalid'));
    expect(expired.actor.getSnapshot().can({ type: 'load.retry' })).toBe(false);
  });

  it.each([
    ['the password is empty', { password: '', repeat: GOOD_PASSWORD }],
    ['the repeat is empty', { password: GOOD_PASSWORD, repeat: '' }],
    ['the password has 11 characters', { password: 'a'.repeat(11), repeat: 'a'.repeat(11) }],
    ['the password has 65 characters', { password: 'a'.repeat(65), repeat: 'a'.repeat(65) }],
    ['the repeat differs', { password: GOOD_PASSWORD, repeat: `${GOOD_PASSWORD}!` }],
  ])('cannot accept a new address when %s', async (_case, fields) => {
    const { actor, acceptCall } = start();
    await ready(actor);
    fill(actor, fields);
    expect(actor.getSnapshot().can({ type: 'form.submit' })).toBe(false);
    actor.send({ type: 'form.submit' });
    expect(acceptCall).not.toHaveBeenCalled();
  });

  it('explains a length or repeat problem while typing', async () => {
    const { actor } = start();
    await ready(actor);
    fill(actor, { password: 'short' });
    expect(actor.getSnapshot().context.problem?.text).toBe(
      'The password must have at least 12 and at most 64 characters.',
    );
    fill(actor, { password: GOOD_PASSWORD, repeat: 'other' });
    expect(actor.getSnapshot().context.problem?.text).toBe('The passwords do not match.');
    fill(actor, { repeat: GOOD_PASSWORD });
    expect(actor.getSnapshot().context.problem).toBeNull();
  });

  it('accepts a new address with its password', async () => {
    const { actor, acceptCall } = start({ token: ' tok-1 ' });
    await ready(actor);
    fill(actor, { password: 'a'.repeat(12), repeat: 'a'.repeat(12) });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(acceptCall).toHaveBeenCalledWith({ token: 'tok-1', password: 'a'.repeat(12) });
    await waitFor(actor, (snapshot) => snapshot.matches('accepted'));
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('accepts for an existing user without a password', async () => {
    const { actor, acceptCall } = start({ load: async () => existingUser });
    await ready(actor);
    expect(actor.getSnapshot().can({ type: 'form.submit' })).toBe(true);
    actor.send({ type: 'form.submit' });
    expect(acceptCall).toHaveBeenCalledWith({ token: 'tok-1' });
    await waitFor(actor, (snapshot) => snapshot.matches('accepted'));
  });

  it.each([
    ['PasswordInsecure', 'Password must contain at least 12 characters'],
    [
      'LimitExceeded',
      'The account is full. Ask its owner to make room for you, then accept again.',
    ],
    ['NetworkError', 'Could not connect to the server.'],
    ['InternalError', 'Failed to accept the invitation.'],
  ])('keeps the form with the message of %s', async (name, text) => {
    const { actor } = start({ accept: () => Promise.reject(refusal(name)) });
    await ready(actor);
    fill(actor, { password: GOOD_PASSWORD, repeat: GOOD_PASSWORD });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.context.error !== null);
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(actor.getSnapshot().context.error).toEqual({ text });
    expect(actor.getSnapshot().context.password).toBe(GOOD_PASSWORD);
    expect(actor.getSnapshot().can({ type: 'form.submit' })).toBe(true);

    fill(actor, { repeat: GOOD_PASSWORD });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it.each([
    ['InvitationNotFound', 'notFound'],
    ['InvitationExpired', 'expired'],
  ])('ends in invalid when accepting fails with %s', async (name, failure) => {
    const { actor } = start({
      load: async () => existingUser,
      accept: () => Promise.reject(refusal(name)),
    });
    await ready(actor);
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('invalid'));
    expect(actor.getSnapshot().context.failure).toBe(failure);
    expect(actor.getSnapshot().can({ type: 'load.retry' })).toBe(false);
  });
});
