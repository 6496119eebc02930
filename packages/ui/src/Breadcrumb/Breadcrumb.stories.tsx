import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Breadcrumb } from './Breadcrumb.tsx';

const navigate = fn();

const meta = {
  title: 'Shell/Breadcrumb',
  component: Breadcrumb,
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <Story />
      </RouterProvider>
    ),
  ],
  args: {
    items: [
      { id: 'workspace', label: 'Acme Mail · Transactional', href: '/acme' },
      { id: 'rm', label: 'Reputation Monitor', href: '/acme/reputation-monitor' },
      { id: 'ips', label: 'IPs', href: '/acme/reputation-monitor/ips' },
      { id: 'ip', label: '192.0.2.14' },
    ],
    onAction: fn(),
  },
} satisfies Meta<typeof Breadcrumb>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Breadcrumb' });
    const links = within(nav).getAllByRole('link');
    await expect(links).toHaveLength(4);
    await expect(canvas.getByText('192.0.2.14')).toHaveAttribute('aria-current', 'page');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Acme Mail · Transactional' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('rm');
    await expect(navigate).toHaveBeenLastCalledWith('/acme/reputation-monitor', undefined);
    await userEvent.click(canvas.getByRole('link', { name: 'IPs' }));
    await expect(args.onAction).toHaveBeenLastCalledWith('ips');
  },
};

/** A single crumb is the current page and is not a link one can follow. */
export const SingleLevel: Story = {
  args: { items: [{ id: 'settings', label: 'Settings' }] },
  play: async ({ canvasElement, args }) => {
    const current = within(canvasElement).getByText('Settings');
    await expect(current).toHaveAttribute('aria-current', 'page');
    await userEvent.click(current);
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: {
    items: [
      { id: 'workspace', label: 'Acme Mail · Transactional', href: '/acme' },
      { id: 'ea', label: 'Email Auditor', href: '/acme/email-auditor' },
      { id: 'report', label: 'Inbox placement report of 20 November 2026' },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('navigation')).toBeVisible();
  },
};
