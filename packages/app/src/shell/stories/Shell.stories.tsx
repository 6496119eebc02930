// The shell on each kind of screen (spec sections 2 and 4): the drawer open on a wide desktop,
// a closed rail on a tablet that opens on hover, and the phone's overlay; the breadcrumb and the
// workspace picker, which keeps the page when the workspace changes.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  loadShellI18n,
  renderShell,
  shellParameters,
  storyLocation,
  wideViewport,
} from './ShellStory.tsx';

const log: { key: string; input: unknown }[] = [];

const meta = {
  title: 'App/Shell/Layout',
  render: renderShell,
  loaders: [loadShellI18n],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

/** Above 1200 px the drawer starts open. */
export const DesktopDrawerOpen: Story = {
  ...wideViewport,
  parameters: {
    ...wideViewport.parameters,
    ...shellParameters({ path: '/demo/reputation-monitor/ips' }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = await canvas.findByRole('navigation', { name: 'Main navigation' });
    await expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Delivery Analytics',
      'Reputation Monitor',
      'Email Auditor',
      'DMARC Reports',
      'Administration',
    ]);
    await expect(within(nav).getByRole('link', { name: 'Reputation Monitor' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const crumbs = canvas.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(within(crumbs).getByRole('link', { name: 'Reputation Monitor' })).toHaveAttribute(
      'href',
      '/demo/reputation-monitor/home',
    );
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sending IPs' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Workspace/ })).toHaveTextContent(
      'Demo newsletters',
    );
    await expect(document.title).toBe('Sending IPs · Deliverability console');

    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Skip to content' })).toHaveFocus();
    await userEvent.tab();
    const collapse = canvas.getByRole('button', { name: 'Collapse navigation' });
    await expect(collapse).toHaveFocus();
    await expect(collapse).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Enter}');
    const expand = canvas.getByRole('button', { name: 'Expand navigation' });
    await expect(expand).toHaveAttribute('aria-expanded', 'false');
    // Opened on purpose, the drawer stays open when the mouse leaves it.
    await userEvent.click(expand);
    await userEvent.hover(within(nav).getByRole('link', { name: 'Email Auditor' }));
    await userEvent.unhover(within(nav).getByRole('link', { name: 'Email Auditor' }));
    await expect(canvas.getByRole('button', { name: 'Collapse navigation' })).toBeVisible();
  },
};

/** A tablet (1024 px) shows a rail of icons; hovering opens it, leaving closes it again. */
export const TabletRail: Story = {
  parameters: shellParameters({ path: '/demo/email-auditor/inbox/r-2026-11-20/header' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const expand = await canvas.findByRole('button', { name: 'Expand navigation' });
    // the report's header view, marked among the report's views
    const views = within(await canvas.findByRole('navigation', { name: 'Report views' }));
    await expect(views.getByRole('link', { name: 'Header' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(expand).toHaveAttribute('aria-expanded', 'false');
    const nav = within(canvas.getByRole('navigation', { name: 'Main navigation' }));
    const link = nav.getByRole('link', { name: 'Email Auditor' });
    await expect(link).toHaveAttribute('aria-current', 'page');
    await userEvent.hover(link);
    await expect(canvas.getByRole('button', { name: 'Collapse navigation' })).toBeVisible();
    await userEvent.unhover(link);
    await expect(canvas.getByRole('button', { name: 'Expand navigation' })).toBeVisible();

    const crumbs = within(canvas.getByRole('navigation', { name: 'Breadcrumb' }));
    await expect(crumbs.getByRole('link', { name: 'r-2026-11-20' })).toHaveAttribute(
      'href',
      '/demo/email-auditor/inbox/r-2026-11-20/report',
    );
    await expect(crumbs.getByText('Headers')).toHaveAttribute('aria-current', 'page');
  },
};

/**
 * On a phone the drawer hides behind the menu button and opens over the page. (A page without
 * "the last 30 days" in it: the story runs on the real clock.)
 */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: shellParameters({ path: '/demo/dmarc-reports/forensic' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menu = await canvas.findByRole('button', { name: 'Open navigation' });
    await expect(canvas.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
    await userEvent.click(menu);
    const nav = await canvas.findByRole('navigation', { name: 'Main navigation' });
    await expect(within(nav).getByRole('link', { name: 'DMARC Reports' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Collapse navigation' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Escape}');
    // Closed, the drawer is hidden on a phone: out of the accessibility tree.
    await waitFor(() =>
      expect(canvas.queryByRole('navigation', { name: 'Main navigation' })).toBeNull(),
    );
    await expect(canvas.getByRole('heading', { level: 1, name: 'Failure reports' })).toBeVisible();
  },
};

/**
 * Choosing another workspace keeps the page: a detail page becomes its list, since the IP may
 * not exist there; the choice is saved as the user's last selected workspace.
 */
export const SwitchWorkspace: Story = {
  parameters: shellParameters({
    path: '/demo/reputation-monitor/ips/192.0.2.10',
    api: { log },
  }),
  play: async ({ canvasElement }) => {
    log.length = 0;
    const canvas = within(canvasElement);
    const picker = await canvas.findByRole('button', { name: /Workspace/ });
    await expect(
      within(canvas.getByRole('navigation', { name: 'Breadcrumb' })).getByText('192.0.2.10'),
    ).toBeVisible();
    await userEvent.click(picker);
    await userEvent.click(await body.findByRole('option', { name: 'Transactional (receipts)' }));
    await waitFor(() => expect(storyLocation()).toBe('/transactional/reputation-monitor/ips'));
    await expect(picker).toHaveTextContent('Transactional (receipts)');
    await expect(log).toContainEqual({
      key: 'user/users/set',
      input: { workspace: 'transactional' },
    });
    // The transactional stream has Delivery Analytics and Reputation Monitor only.
    const nav = canvas.getByRole('navigation', { name: 'Main navigation' });
    await expect(within(nav).queryByRole('link', { name: 'Email Auditor' })).toBeNull();
    await expect(within(nav).getByRole('link', { name: 'Delivery Analytics' })).toHaveAttribute(
      'href',
      '/transactional/delivery-analytics/home',
    );
  },
};
