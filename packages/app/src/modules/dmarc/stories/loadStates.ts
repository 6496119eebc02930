// The two states every DMARC screen has while its call is out: loading, and the call failed
// ("Failed to load" with no table, spec section 8). Each screen's stories take them from here,
// with the calls the screen makes: all of them wait, or all fail.
import type { CallKey } from '@console/contract';
import { expect, waitFor, within } from 'storybook/test';
import { failWith, pending } from '../../../stories/fakeApi.ts';
import { screenParameters } from '../../../stories/ScreenStory.tsx';

interface Route {
  path: string;
  pattern: string;
}

type Play = (context: { canvasElement: HTMLElement }) => Promise<void>;

/** Every call of the screen given the same handler: a screen of several panels waits or fails whole. */
const each = (keys: CallKey | CallKey[], handler: unknown) =>
  Object.fromEntries([keys].flat().map((key) => [key, handler]));

export function loadingStory(
  route: Route,
  keys: CallKey | CallKey[],
): { parameters: object; play: Play } {
  return {
    parameters: screenParameters({ ...route, handlers: each(keys, pending) }),
    play: async ({ canvasElement }) => {
      const statuses = await within(canvasElement).findAllByRole('status');
      for (const status of statuses) await expect(status).toHaveTextContent('Loading');
    },
  };
}

export function failedStory(
  route: Route,
  keys: CallKey | CallKey[],
  error: [status: number, name: string] = [500, 'InternalError'],
): { parameters: object; play: Play } {
  const calls = [keys].flat();
  return {
    parameters: screenParameters({ ...route, handlers: each(keys, failWith(...error)) }),
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await waitFor(() => expect(canvas.getAllByRole('alert')).toHaveLength(calls.length));
      for (const alert of canvas.getAllByRole('alert'))
        await expect(alert).toHaveTextContent('Failed to load');
      await expect(canvas.queryByRole('grid')).toBeNull();
    },
  };
}
