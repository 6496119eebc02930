// Help (spec section 2, /documentation/help...): the topics, a topic, an article, the search over
// titles and text (keyboard first, accents ignored, kept in ?q=), the link from a screen's title,
// and the loading, failed and unknown-page states. The text comes from user/documentation/all.
import type { HelpTopic } from '@console/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  loadShellI18n,
  renderShell,
  shellParameters,
  storyLocation,
} from '../shell/stories/ShellStory.tsx';
import { failWith, pending } from '../stories/fakeApi.ts';
import { frenchAuthStatus } from '../stories/sampleSession.ts';

const topics: HelpTopic[] = [
  {
    topic: 'getting-started',
    title: 'Getting started',
    articles: [
      {
        article: 'signing-in',
        title: 'Signing in',
        body: 'Sign in with your email address and password, or with your Google or Microsoft\naccount. After five failed attempts, sign-in pauses for a quarter of an hour.\n\nForgot your password? Choose **Forgot password** and use the token we mail you.',
      },
      {
        article: 'workspaces',
        title: 'Workspaces',
        body: 'A workspace is an account together with one of its datasets. The workspace picker in\nthe top bar switches between them.\n\n- Delivery Analytics\n- Reputation Monitor\n- Email Auditor\n- DMARC Reports',
      },
    ],
  },
  {
    topic: 'alerts',
    title: 'Alerts',
    articles: [
      {
        article: 'blocklists',
        title: 'Blocklist alerts',
        body: 'You get an email when a sending IP or domain appears on a blocklist you follow.\n\n### Excluding lists\n\nChoose `Exclude lists…` in the alert center to leave out lists you do not act on.',
      },
    ],
  },
];

/** With the article a screen's title links to. */
const screenTopics: HelpTopic[] = [
  ...topics,
  {
    topic: 'reputation-monitor',
    title: 'Reputation Monitor',
    articles: [
      {
        article: 'ips-and-domains',
        title: 'Sending IPs and domains',
        body: 'The IPs and ranges of the workspace with their status across the blocklists.\n\nEditors add an IP or a range up to a /22.',
      },
    ],
  },
];

/** The French help of a French user: accents in titles and text. */
const frenchTopics: HelpTopic[] = [
  {
    topic: 'delivery-analytics',
    title: 'Delivery Analytics',
    articles: [
      {
        article: 'report',
        title: 'Le rapport de délivrabilité',
        body: 'Le rapport répond à la question « qu’est-il arrivé à mes messages ? ».',
      },
      {
        article: 'metrics',
        title: 'Les indicateurs expliqués',
        body: 'Les **rebonds** et le taux de rebond mesurent les échecs définitifs. Une hausse des différés nuit à la délivrabilité chez un fournisseur.',
      },
    ],
  },
];

const meta = {
  title: 'App/Shell/Help',
  render: renderShell,
  loaders: [loadShellI18n],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const log: { key: string; input: unknown }[] = [];
const withTopics = { 'user/documentation/all': () => topics };

/** Every topic with its articles. */
export const Overview: Story = {
  parameters: shellParameters({ path: '/documentation/help', handlers: withTopics, api: { log } }),
  play: async ({ canvasElement }) => {
    log.length = 0;
    const canvas = within(canvasElement);
    const cards = within(await canvas.findByRole('region', { name: 'Alerts' }));
    await expect(canvas.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible();
    await expect(cards.getByRole('link', { name: 'Blocklist alerts' })).toHaveAttribute(
      'href',
      '/documentation/help/alerts/blocklists',
    );
    await expect(log).toContainEqual({ key: 'user/documentation/all', input: { language: 'en' } });
  },
};

/** One article; the breadcrumb names the topic and the article by their titles. */
export const Article: Story = {
  parameters: shellParameters({
    path: '/documentation/help/alerts/blocklists',
    handlers: withTopics,
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Blocklist alerts' }),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Excluding lists' })).toBeVisible();
    const crumbs = within(canvas.getByRole('navigation', { name: 'Breadcrumb' }));
    await expect(await crumbs.findByRole('link', { name: 'Alerts' })).toHaveAttribute(
      'href',
      '/documentation/help/alerts',
    );
    await expect(crumbs.getByText('Blocklist alerts')).toHaveAttribute('aria-current', 'page');
    const topicsNav = within(canvas.getByRole('navigation', { name: 'Topics' }));
    await expect(topicsNav.getByRole('link', { name: 'Blocklist alerts' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(topicsNav.getByRole('link', { name: 'Workspaces' }));
    await waitFor(() =>
      expect(storyLocation()).toBe('/documentation/help/getting-started/workspaces'),
    );
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Workspaces' }),
    ).toBeVisible();
    await expect(canvas.getByText('DMARC Reports', { selector: 'li' })).toBeVisible();
  },
};

/** A topic reads its articles one after another. */
export const Topic: Story = {
  parameters: shellParameters({
    path: '/documentation/help/getting-started',
    handlers: withTopics,
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Getting started' }),
    ).toBeVisible();
    const headings = canvas.getAllByRole('heading', { level: 2 });
    await expect(headings.map((heading) => heading.textContent)).toEqual([
      'Signing in',
      'Workspaces',
      'Topics',
    ]);
    await expect(canvas.getByText('Forgot password').tagName).toBe('STRONG');
  },
};

/** The topics are on their way. */
export const Loading: Story = {
  parameters: shellParameters({
    path: '/documentation/help',
    handlers: { 'user/documentation/all': pending },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Loading help')).toBeVisible();
    await expect(canvas.getByText('Loading help').closest('[role="status"]')).not.toBeNull();
  },
};

/** The call failed: "Failed to load" with Retry, which asks again. */
export const LoadFailed: Story = {
  parameters: shellParameters({
    path: '/documentation/help',
    handlers: { 'user/documentation/all': failWith(500, 'InternalError') },
    api: { log },
  }),
  play: async ({ canvasElement }) => {
    log.length = 0;
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to load');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(log.filter((call) => call.key === 'user/documentation/all')).toHaveLength(2),
    );
    await expect(await canvas.findByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

/** An address that names no topic. */
export const NotFound: Story = {
  parameters: shellParameters({
    path: '/documentation/help/deliverability/warmup',
    handlers: withTopics,
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'This help page does not exist' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'All help topics' })).toHaveAttribute(
      'href',
      '/documentation/help',
    );
  },
};

/** A French user asks for the French text. */
export const French: Story = {
  parameters: shellParameters({
    path: '/documentation/help',
    status: frenchAuthStatus,
    handlers: withTopics,
    api: { log },
  }),
  play: async ({ canvasElement }) => {
    log.length = 0;
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: 'Aide' }),
    ).toBeVisible();
    await expect(log).toContainEqual({ key: 'user/documentation/all', input: { language: 'fr' } });
  },
};

/** Typing searches titles and text at once; Enter moves to the first result, which opens. */
export const Search: Story = {
  parameters: shellParameters({ path: '/documentation/help', handlers: withTopics }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await canvas.findByRole('searchbox', { name: 'Search help' });
    await expect(canvas.getByRole('search', { name: 'Search help' })).toContainElement(field);
    await userEvent.type(field, 'LISTS');
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('1 article matches “LISTS”'),
    );
    const results = within(canvas.getByRole('list', { name: 'Search results' }));
    await expect(results.getByRole('link', { name: 'Blocklist alerts' })).toHaveAttribute(
      'href',
      '/documentation/help/alerts/blocklists',
    );
    await expect(results.getAllByText('lists', { selector: 'mark' })).toHaveLength(3);
    await expect(results.getByText('in Alerts')).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Alerts' })).toBeNull();
    await waitFor(() => expect(storyLocation()).toBe('/documentation/help?q=LISTS'));
    await userEvent.keyboard('{Enter}');
    const first = results.getByRole('link', { name: 'Blocklist alerts' });
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(storyLocation()).toBe('/documentation/help/alerts/blocklists'));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Blocklist alerts' }),
    ).toBeVisible();
  },
};

/** A search in the address (a shared link): several words, each one required. */
export const SearchResults: Story = {
  parameters: shellParameters({
    path: '/documentation/help?q=workspace%20dataset',
    handlers: withTopics,
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('searchbox', { name: 'Search help' })).toHaveValue(
      'workspace dataset',
    );
    await expect(canvas.getByRole('status')).toHaveTextContent(
      '1 article matches “workspace dataset”',
    );
    const results = within(canvas.getByRole('list', { name: 'Search results' }));
    await expect(results.getAllByRole('listitem')).toHaveLength(1);
    await expect(results.getByRole('link', { name: 'Workspaces' })).toHaveAttribute(
      'href',
      '/documentation/help/getting-started/workspaces',
    );
  },
};

/** Nothing matches: said in words; Escape empties the field and brings the topics back. */
export const SearchNoMatch: Story = {
  parameters: shellParameters({ path: '/documentation/help', handlers: withTopics }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await canvas.findByRole('searchbox', { name: 'Search help' });
    await userEvent.type(field, 'warmup');
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('No article matches “warmup”'),
    );
    await expect(
      canvas.getByText('Check the spelling, or try fewer or other words.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Search results' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await expect(field).toHaveValue('');
    await expect(await canvas.findByRole('region', { name: 'Alerts' })).toBeVisible();
    await waitFor(() => expect(storyLocation()).toBe('/documentation/help'));
  },
};

/** A French user's search ignores accents and case: "DELIVRABILITE" finds "délivrabilité". */
export const SearchFrench: Story = {
  parameters: shellParameters({
    path: '/documentation/help',
    status: frenchAuthStatus,
    handlers: { 'user/documentation/all': () => frenchTopics },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await canvas.findByRole('searchbox', { name: 'Rechercher dans l’aide' });
    await userEvent.type(field, 'DELIVRABILITE');
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(
        '2 articles correspondent à « DELIVRABILITE »',
      ),
    );
    const results = within(canvas.getByRole('list', { name: 'Résultats de la recherche' }));
    const links = results.getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      'Le rapport de délivrabilité',
      'Les indicateurs expliqués',
    ]);
    await expect(results.getAllByText('délivrabilité', { selector: 'mark' })).toHaveLength(2);
  },
};

/** The question mark beside a screen's title opens the article about that screen. */
export const FromScreenTitle: Story = {
  parameters: shellParameters({
    path: '/demo/reputation-monitor/ips',
    handlers: { 'user/documentation/all': () => screenTopics },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Sending IPs' }),
    ).toBeVisible();
    const link = canvas.getByRole('link', { name: 'Help about Reputation Monitor, Sending IPs' });
    await expect(link).toHaveAttribute(
      'href',
      '/documentation/help/reputation-monitor/ips-and-domains',
    );
    link.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(storyLocation()).toBe('/documentation/help/reputation-monitor/ips-and-domains'),
    );
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Sending IPs and domains' }),
    ).toBeVisible();
  },
};
