// What the Reputation Monitor stories share: the fixed clock (2026-11-20 09:30 UTC, the report
// environment's, so "2 hours ago" and the periods never move), the calls answered with the demo
// workspace's data, a signed-in user per role (a member reads, an editor changes) and a German
// user, and the parameters of a screen at its route.
import type { AuthStatus, Input, User, Workspace } from '@console/contract';
import type { FakeApiOptions, FakeHandlers } from '../../../stories/fakeApi.ts';
import { sampleAuthStatus } from '../../../stories/sampleSession.ts';
import { screenParameters } from '../../../stories/ScreenStory.tsx';
import { changes, domains, ips } from './assetsData.ts';
import { blocklists } from './catalogueData.ts';
import { cleanDomainDetail, domainDetail, ipDetail, rangeDetail } from './detailData.ts';

export { withReportEnvironment as withClock } from '../../delivery/report/stories/reportStory.tsx';
export { storyNow } from '../../delivery/report/stories/reportHandlers.ts';

type Status = AuthStatus & { user: User };

const withRole = (role: Workspace['role'], status: Status = sampleAuthStatus): Status => ({
  ...status,
  workspaces: status.workspaces.map((workspace, index) =>
    index === 0 ? { ...workspace, role } : workspace,
  ),
});

/** Claire as a member of the demo workspace: she reads, she cannot change. */
export const memberStatus = withRole('member');
/** Claire as an editor: she adds, changes and removes IPs and domains. */
export const editorStatus = withRole('editor');
/** A German user with German number format, as an editor. */
export const germanStatus = withRole('editor', {
  ...sampleAuthStatus,
  user: { ...sampleAuthStatus.user, language: 'de', format: '#.###,##' },
});

/** Every reputation call answered with the demo workspace's data. */
export const reputationHandlers: FakeHandlers = {
  'member/ips/all': () => ips,
  'member/domains/all': () => domains,
  'member/blocklists/all': () => blocklists,
  'member/reputation/changes': () => changes,
  'member/ips/get': (input: Input<'member/ips/get'>) =>
    input.address === rangeDetail.ip.address ? rangeDetail : ipDetail,
  'member/domains/get': (input: Input<'member/domains/get'>) =>
    input.name === domainDetail.domain.name ? domainDetail : cleanDomainDetail,
  // a range takes a place per address: 256 + 32 + 4 single IPs
  'editor/ips/count': () => ({
    count: ips.reduce((sum, ip) => sum + ip.size, 0),
    limit: 1_024,
  }),
  'editor/domains/count': () => ({ count: domains.length, limit: 10 }),
};

export interface ReputationRoute {
  path: string;
  pattern: string;
}

/** A screen at its route, the demo data answering, with other handlers, user or log. */
export function reputationParameters(
  route: ReputationRoute,
  options: { handlers?: FakeHandlers; status?: Status; log?: FakeApiOptions['log'] } = {},
) {
  return screenParameters({
    ...route,
    handlers: { ...reputationHandlers, ...options.handlers },
    ...(options.status ? { status: options.status } : { status: memberStatus }),
    ...(options.log ? { api: { log: options.log } } : {}),
  });
}

/** A 1440 px desktop, where every column of the lists has room. */
export const wideViewport = {
  parameters: {
    viewport: {
      options: {
        wide: { name: '1440 px', styles: { width: '1440px', height: '900px' }, type: 'desktop' },
      },
    },
  },
  globals: { viewport: { value: 'wide', isRotated: false } },
};
