// Shared setup of the alert-center stories: the page's calls answered with the sample alerts,
// and a team-chat authorizer standing in for Slack's OAuth popup.
import type { Decorator } from '@storybook/react-vite';
import type { User } from '@console/contract';
import type { FakeHandlers } from '../../stories/fakeApi.ts';
import { sampleUser } from '../../stories/sampleSession.ts';
import { alertSetAnswer, sampleAlerts, sampleBlocklists } from '../storyData.ts';
import { TeamChatProvider, type TeamChatAuthorizer } from './TeamChatContext.tsx';

export const alertsAt = { path: '/settings/alerts', pattern: '/settings/alerts' };

export const alertHandlers = (user: Partial<User> = {}): FakeHandlers => ({
  'user/alerts/all': () => sampleAlerts,
  'user/users/get': () => ({ ...sampleUser, ...user }),
  'user/users/set': (input) => ({ ...sampleUser, ...user, ...input }),
  'user/alerts/set': alertSetAnswer,
  'user/blacklists/all': () => sampleBlocklists,
  'user/slack/add': () => ({ ok: true }),
  'user/slack/del': () => ({ ok: true }),
  // the caption of the dimension a Delivery Analytics alert judges, in three languages
  'public/dictionary/all': () => [
    {
      key: 'dimension.provider',
      en: 'Mailbox provider',
      fr: 'Fournisseur de messagerie',
      de: 'Postfachanbieter',
    },
  ],
});

/** Slack set up, and the user authorising at once with this code. */
export const slackReturning = (code: string): TeamChatAuthorizer => ({
  isConfigured: true,
  authorize: () => Promise.resolve(code),
});

export const withTeamChat =
  (authorizer: TeamChatAuthorizer = slackReturning('1234.5678.abcd')): Decorator =>
  (Story) => (
    <TeamChatProvider authorizer={authorizer}>
      <Story />
    </TeamChatProvider>
  );
