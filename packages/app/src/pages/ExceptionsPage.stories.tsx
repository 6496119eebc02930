// The public error pages (spec sections 2 and 8), each status, and a chunk that failed to load
// ("the application was updated"). Reload clears the local storage except the CSRF token.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  loadShellI18n,
  reloadSpy,
  renderShell,
  shellParameters,
  storyLocation,
} from '../shell/stories/ShellStory.tsx';

const meta = {
  title: 'App/Shell/Exceptions',
  render: renderShell,
  loaders: [loadShellI18n],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const exceptionsPage = (code: string | null, description: RegExp): Story => ({
  parameters: shellParameters({
    path: code ? `/exceptions/${code}` : '/exceptions',
    status: null,
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeVisible();
    await expect(canvas.getByText(description)).toBeVisible();
    if (code) await expect(canvas.getByText(`Error ${code} ·`)).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Reload' })).toHaveFocus();
  },
});

/** An error that was not an HTTP answer (reported to the server before this page opens). */
export const Unexpected = exceptionsPage(null, /ran into an unexpected error/);
export const BadRequest = exceptionsPage('400', /could not be understood/);
export const Unauthorized = exceptionsPage('401', /Your session has ended/);
export const Forbidden = exceptionsPage('403', /do not have access to this page/);
export const NotFound = exceptionsPage('404', /belongs to a workspace you are not a member of/);
export const ServerError = exceptionsPage('500', /could not complete the request/);

/** Reload empties the local storage but keeps the CSRF token, then starts again at /. */
export const Reload: Story = {
  parameters: shellParameters({ path: '/exceptions/500', status: null }),
  play: async ({ canvasElement }) => {
    localStorage.setItem('csrf', 'story-token');
    localStorage.setItem('referrer', '/demo/delivery-analytics/report');
    localStorage.setItem('history', '[]');
    try {
      const reload = await within(canvasElement).findByRole('button', { name: 'Reload' });
      await userEvent.click(reload);
      await expect(reloadSpy).toHaveBeenCalledWith('/');
      await expect(Object.keys(localStorage)).toEqual(['csrf']);
      await expect(localStorage.getItem('csrf')).toBe('story-token');
    } finally {
      localStorage.removeItem('csrf');
    }
  },
};

/** An exceptions page of another status does not exist: 404. */
export const UnknownStatus: Story = {
  parameters: shellParameters({ path: '/exceptions/418', status: null }),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(/does not exist/);
    await waitFor(() => expect(storyLocation()).toBe('/exceptions/404'));
  },
};
