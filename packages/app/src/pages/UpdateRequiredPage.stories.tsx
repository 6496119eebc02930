// A page whose code cannot be fetched any more (after a release, the old chunk names are gone):
// the error route asks the user to reload (spec sections 2 and 9).
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { i18n } from 'i18next';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect, userEvent, within } from 'storybook/test';
import { loadChunk } from '../routes/chunkLoad.ts';
import { RouteError } from '../routes/RouteError.tsx';
import { RouteRoot } from '../routes/RouteRoot.tsx';
import { reloadSpy, loadShellI18n, shellParameters } from '../shell/stories/ShellStory.tsx';
import { AppProviders } from '../startup/AppProviders.tsx';
import { createFakeApi } from '../stories/fakeApi.ts';

/** The router of the app with one page whose chunk fails like a removed file does. */
function MissingChunk({ i18n }: { i18n: i18n }) {
  const [router] = useState(() => {
    reloadSpy.mockClear();
    return createMemoryRouter(
      [
        {
          Component: RouteRoot,
          ErrorBoundary: RouteError,
          children: [
            {
              path: '/demo/delivery-analytics/report',
              lazy: () =>
                loadChunk(() =>
                  Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
                ),
            },
          ],
        },
      ],
      { initialEntries: ['/demo/delivery-analytics/report'] },
    );
  });
  const [api] = useState(() => createFakeApi({}));
  return (
    <AppProviders i18n={i18n} api={api} status={null} browser={{ reload: reloadSpy }}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}

const meta = {
  title: 'App/Shell/Update required',
  render: (_args, context) => <MissingChunk i18n={context.loaded.i18n as i18n} />,
  loaders: [loadShellI18n],
  parameters: shellParameters({ path: '/', status: null }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const ChunkFailed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'A new version is available' }),
    ).toBeVisible();
    await expect(
      canvas.getByText('The application was updated. Reload the page to continue.'),
    ).toBeVisible();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(reloadSpy).toHaveBeenCalledWith();
  },
};
