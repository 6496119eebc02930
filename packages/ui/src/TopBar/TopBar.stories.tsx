import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Breadcrumb } from '../Breadcrumb/Breadcrumb.tsx';
import { UserMenu } from '../UserMenu/UserMenu.tsx';
import { WorkspacePicker } from '../WorkspacePicker/WorkspacePicker.tsx';
import { TopBar } from './TopBar.tsx';

const onWorkspace = fn();
const onUserAction = fn();

const crumbs = [
  { id: 'rm', label: 'Reputation Monitor', href: '/acme-tx/reputation-monitor' },
  { id: 'ips', label: 'IPs' },
];

const workspaces = [
  { id: 'acme-tx', name: 'Acme Mail · Transactional' },
  { id: 'globex', name: 'Globex · Marketing' },
];

const endControls = (
  <>
    <WorkspacePicker workspaces={workspaces} value="acme-tx" onChange={onWorkspace} />
    <UserMenu name="Jane van Dyke" email="jane@acme.example" onAction={onUserAction} />
  </>
);

const meta = {
  title: 'Shell/TopBar',
  component: TopBar,
  decorators: [
    (Story) => (
      <RouterProvider navigate={fn()}>
        <Story />
      </RouterProvider>
    ),
  ],
  args: { breadcrumb: <Breadcrumb items={crumbs} />, children: endControls },
} satisfies Meta<typeof TopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Reputation Monitor' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Workspace/ })).toHaveFocus();
    await userEvent.tab();
    const user = canvas.getByRole('button', { name: /Jane van Dyke/ });
    await expect(user).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Enter}');
    await expect(onUserAction).toHaveBeenLastCalledWith('settings');
  },
};

/** On settings, management and administration the workspace picker is left out. */
export const WithoutWorkspace: Story = {
  args: {
    breadcrumb: <Breadcrumb items={[{ id: 'settings', label: 'Settings' }]} />,
    children: <UserMenu name="Jane van Dyke" email="jane@acme.example" onAction={onUserAction} />,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: /Workspace/ })).toBeNull();
  },
};

/** On a phone a menu button opens the hidden drawer; the user menu shows initials only. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { onMenuPress: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const menu = canvas.getByRole('button', { name: 'Open navigation' });
    await expect(menu).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onMenuPress).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: /Jane van Dyke/ })).toBeVisible();
  },
};
