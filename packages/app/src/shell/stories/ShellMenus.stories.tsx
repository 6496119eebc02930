// The user menu for an owner, an admin and a plain member (spec sections 2 and 6), and the
// feedback popup: open, sent, and failed.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { failWith } from '../../stories/fakeApi.ts';
import { adminAuthStatus, sampleAuthStatus } from '../../stories/sampleSession.ts';
import { loadShellI18n, renderShell, shellParameters, storyLocation } from './ShellStory.tsx';

const meta = {
  title: 'App/Shell/Menus',
  render: renderShell,
  loaders: [loadShellI18n],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);
const log: { key: string; input: unknown }[] = [];

const memberStatus = {
  ...sampleAuthStatus,
  user: {
    ...sampleAuthStatus.user,
    id: 'tom.becker@example.com',
    name: 'Tom Becker',
    owner: false,
  },
  owner: [],
};

async function openUserMenu(canvasElement: HTMLElement, name: RegExp) {
  const trigger = await within(canvasElement).findByRole('button', { name });
  trigger.focus();
  await userEvent.keyboard('{Enter}');
  return body.findByRole('menu');
}

/** An owner: Settings, Feedback, Sign out; Administration in the drawer, no Management. */
export const OwnerMenu: Story = {
  parameters: shellParameters({ path: '/demo/reputation-monitor/domains' }),
  play: async ({ canvasElement }) => {
    const menu = await openUserMenu(canvasElement, /Claire Martin/);
    await expect(body.getByText('claire.martin@example.com')).toBeVisible();
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Settings', 'Feedback', 'Sign out']);
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main navigation' });
    await expect(within(nav).getByRole('link', { name: 'Administration' })).toHaveAttribute(
      'href',
      '/administration/users',
    );
  },
};

/** An admin also gets Management, which opens the management area without a workspace picker. */
export const AdminMenu: Story = {
  parameters: shellParameters({ path: '/demo/dmarc-reports/forensic', status: adminAuthStatus }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menu = await openUserMenu(canvasElement, /Ops admin/);
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Settings', 'Management', 'Feedback', 'Sign out']);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(storyLocation()).toBe('/management'));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Management' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Workspace/ })).toBeNull();
    await userEvent.click(canvas.getByRole('link', { name: 'Metric statistics' }));
    await waitFor(() => expect(storyLocation()).toBe('/management/metricstats'));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Metric statistics' }),
    ).toBeVisible();
    const crumbs = within(canvas.getByRole('navigation', { name: 'Breadcrumb' }));
    await expect(crumbs.getByRole('link', { name: 'Management' })).toHaveAttribute(
      'href',
      '/management',
    );
  },
};

/** A member who owns nothing: no Administration, no Management. */
export const MemberMenu: Story = {
  parameters: shellParameters({
    path: '/demo/reputation-monitor/blocklists',
    status: memberStatus,
  }),
  play: async ({ canvasElement }) => {
    const nav = within(
      await within(canvasElement).findByRole('navigation', { name: 'Main navigation' }),
    );
    await expect(nav.queryByRole('link', { name: 'Administration' })).toBeNull();
    const menu = await openUserMenu(canvasElement, /Tom Becker/);
    await expect(within(menu).queryByRole('menuitem', { name: 'Management' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
  },
};

async function openFeedback(canvasElement: HTMLElement) {
  await openUserMenu(canvasElement, /Claire Martin/);
  await userEvent.click(body.getByRole('menuitem', { name: 'Feedback' }));
  return body.findByRole('dialog', { name: 'Feedback' });
}

/** The feedback popup: Send stays disabled until the textarea holds more than blanks. */
export const FeedbackOpen: Story = {
  parameters: shellParameters({ path: '/demo/email-auditor/inbox' }),
  play: async ({ canvasElement }) => {
    const dialog = within(await openFeedback(canvasElement));
    const text = dialog.getByRole('textbox', { name: /Your feedback/ });
    await userEvent.tab();
    await expect(text).toHaveFocus();
    const send = dialog.getByRole('button', { name: 'Send' });
    await expect(send).toBeDisabled();
    await userEvent.type(text, '   ');
    await expect(send).toBeDisabled();
    await userEvent.clear(text);
    await userEvent.type(text, 'The bounce table would help more with the remote MTA response.');
    await expect(send).toBeEnabled();
  },
};

/** Sent: "Thank your for your feedback." (sic, spec section 8), with the page's address. */
export const FeedbackSent: Story = {
  parameters: shellParameters({ path: '/demo/email-auditor/inbox?sort=date', api: { log } }),
  play: async ({ canvasElement }) => {
    log.length = 0;
    const dialog = within(await openFeedback(canvasElement));
    await userEvent.type(dialog.getByRole('textbox', { name: /Your feedback/ }), ' Great audits ');
    await userEvent.keyboard('{Tab}{Tab}{Enter}');
    const thanks = await body.findByText('Thank your for your feedback.');
    await expect(thanks).toBeVisible();
    // Hovering pauses the snackbar's 3 s, so it is still there for the screenshots.
    await userEvent.hover(thanks);
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(log).toContainEqual({
      key: 'user/feedback/send',
      input: { message: 'Great audits', url: '/demo/email-auditor/inbox?sort=date' },
    });
  },
};

/** Not sent: "Error sending feedback.", and the text stays for another try. */
export const FeedbackFailed: Story = {
  parameters: shellParameters({
    path: '/demo/email-auditor/inbox',
    handlers: { 'user/feedback/send': failWith(500, 'InternalError') },
  }),
  play: async ({ canvasElement }) => {
    const dialog = within(await openFeedback(canvasElement));
    const text = dialog.getByRole('textbox', { name: /Your feedback/ });
    await userEvent.type(text, 'Sign-in takes a long time.');
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
    const failure = await body.findByText('Error sending feedback.');
    await expect(failure).toBeVisible();
    await expect(failure.closest('[role="alert"]')).not.toBeNull();
    await userEvent.hover(failure);
    await expect(body.getByRole('dialog', { name: 'Feedback' })).toBeVisible();
    await expect(text).toHaveValue('Sign-in takes a long time.');
  },
};
