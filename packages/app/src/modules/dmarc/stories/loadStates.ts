// The two states every DMARC screen has while its call is out: loading, and the call failed
// ("Failed to load" with no table, spec section 8). Each screen's stories take them from here.
import type { CallKey } from '@console/contract';
import { expect, within } from 'storybook/test';
import { failWith, pending } from '../../../stories/fakeApi.ts';
import { screenParameters } from '../../../stories/ScreenStory.tsx';

interface Route {
  path: string;
  pattern: string;
}

type Play = (context: { canvasElement: HTMLElement }) => Promise<void>;

export function loadingStory(route: Route, key: CallKey): { parameters: object; play: Play } {
  return {
    parameters: screenParameters({ ...route, handlers: { [key]: pending } }),
    play: async ({ canvasElement }) => {
      await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading');
    },
  };
}

export function failedStory(
  route: Route,
  key: CallKey,
  error: [status: number, name: string] = [500, 'InternalError'],
): { parameters: object; play: Play } {
  return {
    parameters: screenParameters({ ...route, handlers: { [key]: failWith(...error) } }),
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to load');
      await expect(canvas.queryByRole('grid')).toBeNull();
    },
  };
}
