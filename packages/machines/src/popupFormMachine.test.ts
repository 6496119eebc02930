import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { popupFormMachine } from './popupFormMachine.ts';
import type { FieldSpec, FormValues } from './popupFormMachine.ts';

const ipPattern = /^\d{1,3}(\.\d{1,3}){3}$/;
const fields: FieldSpec[] = [
  {
    name: 'address',
    required: true,
    validate: (value) => (value === '' || ipPattern.test(value) ? null : 'Not an IP address'),
  },
  { name: 'description' },
];

function start(
  submit: (values: FormValues) => Promise<unknown> = async () => ({}),
  values?: FormValues,
) {
  const submitCall = vi.fn(submit);
  const machine = popupFormMachine.provide({
    actors: { submit: fromPromise(({ input }: { input: FormValues }) => submitCall(input)) },
  });
  const actor = createActor(machine, { input: { fields, ...(values ? { values } : {}) } }).start();
  return { actor, submitCall };
}

describe('popupFormMachine', () => {
  it('keeps OK disabled while a required field is empty', () => {
    const { actor } = start();
    expect(actor.getSnapshot().can({ type: 'form.submit' })).toBe(false);
    actor.send({ type: 'field.change', field: 'description', value: 'Pool A' });
    expect(actor.getSnapshot().can({ type: 'form.submit' })).toBe(false);
    actor.send({ type: 'field.change', field: 'address', value: '  ' });
    expect(actor.getSnapshot().can({ type: 'form.submit' })).toBe(false);
  });

  it('shows a validator message and keeps OK disabled until it is fixed', () => {
    const { actor } = start();
    actor.send({ type: 'field.change', field: 'address', value: '192.0.2' });
    expect(actor.getSnapshot().context.errors).toEqual({ address: 'Not an IP address' });
    expect(actor.getSnapshot().can({ type: 'form.submit' })).toBe(false);
    actor.send({ type: 'field.change', field: 'address', value: '192.0.2.10' });
    expect(actor.getSnapshot().context.errors).toEqual({});
    expect(actor.getSnapshot().can({ type: 'form.submit' })).toBe(true);
  });

  it('validates the initial values', () => {
    const { actor } = start(undefined, { address: 'nope' });
    expect(actor.getSnapshot().context.errors).toEqual({ address: 'Not an IP address' });
  });

  it('submits the values and finishes', async () => {
    const { actor, submitCall } = start();
    actor.send({ type: 'field.change', field: 'address', value: '192.0.2.10' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await waitFor(actor, (snapshot) => snapshot.matches('submitted'));
    expect(submitCall).toHaveBeenCalledWith({ address: '192.0.2.10' });
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('returns to the form with the reason when submitting fails', async () => {
    const { actor } = start(() => Promise.reject(new Error('IP already exists')));
    actor.send({ type: 'field.change', field: 'address', value: '192.0.2.10' });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.context.submitError !== null);
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.submitError).toBe('IP already exists');
  });

  it('keeps a non-Error rejection readable and clears it on the next submit', async () => {
    let calls = 0;
    const { actor } = start(() =>
      ++calls === 1 ? Promise.reject('quota reached') : new Promise(() => {}),
    );
    actor.send({ type: 'field.change', field: 'address', value: '192.0.2.10' });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.context.submitError === 'quota reached');
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.submitError).toBeNull();
  });

  it('closes without submitting on cancel', () => {
    const { actor, submitCall } = start();
    actor.send({ type: 'form.cancel' });
    expect(actor.getSnapshot().matches('cancelled')).toBe(true);
    expect(submitCall).not.toHaveBeenCalled();
  });
});
