// What the Email Auditor stories share: a signed-in user per role in the demo workspace (a
// member reads, an editor may replace the audit address), the calls answered with the story
// data, and the parameters of a screen at its route.
import type { AuthStatus, Input, User, Workspace } from '@console/contract';
import type { FakeApiOptions, FakeHandlers } from '../../../stories/fakeApi.ts';
import { sampleAuthStatus } from '../../../stories/sampleSession.ts';
import { screenParameters } from '../../../stories/ScreenStory.tsx';
import { badReport, goodReport, inbox } from './auditorData.ts';

type Status = AuthStatus & { user: User };

const withRole = (role: Workspace['role'], status: Status = sampleAuthStatus): Status => ({
  ...status,
  workspaces: status.workspaces.map((workspace, index) =>
    index === 0 ? { ...workspace, role } : workspace,
  ),
});

/** Claire as a member of the demo workspace: she reads the inbox and the reports. */
export const memberStatus = withRole('member');
/** Claire as an editor: she may also replace the audit address. */
export const editorStatus = withRole('editor');
/** A French user (French number format), as a member. */
export const frenchStatus = withRole('member', {
  ...sampleAuthStatus,
  user: { ...sampleAuthStatus.user, language: 'fr', format: '# ###,##' },
});
/** A German user (German number format), as a member. */
export const germanStatus = withRole('member', {
  ...sampleAuthStatus,
  user: { ...sampleAuthStatus.user, language: 'de', format: '#.###,##' },
});

/** The inbox and its two full reports. */
export const auditorHandlers: FakeHandlers = {
  'member/emailaudit/all': () => inbox,
  'member/emailaudit/get': (input: Input<'member/emailaudit/get'>) =>
    input.id === badReport.id ? badReport : goodReport,
};

export const inboxRoute = {
  path: '/demo/email-auditor/inbox',
  pattern: '/:workspace/email-auditor/inbox',
};

/** A report's view at its address. */
export const reportRoute = (view: string, id = goodReport.id) => ({
  path: `/demo/email-auditor/inbox/${id}/${view}`,
  pattern: `/:workspace/email-auditor/inbox/:report/${view}`,
});

/** A screen at its route, the story data answering, with other handlers, user or log. */
export function auditorParameters(
  route: { path: string; pattern: string },
  options: { handlers?: FakeHandlers; status?: Status; log?: FakeApiOptions['log'] } = {},
) {
  return screenParameters({
    ...route,
    handlers: { ...auditorHandlers, ...options.handlers },
    status: options.status ?? memberStatus,
    ...(options.log ? { api: { log: options.log } } : {}),
  });
}

/** A phone (390 px wide). */
export const phoneViewport = { globals: { viewport: { value: 'mobile', isRotated: false } } };
