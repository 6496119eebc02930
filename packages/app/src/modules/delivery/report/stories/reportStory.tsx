// Story helpers of the report page: the fixed clock and a download catcher (decorator), signed-in
// users with presets and layouts, and the parameters every report story shares.
import type { Decorator } from '@storybook/react-vite';
import type { AuthStatus, Input, User, Workspace } from '@console/contract';
import { ReportEnvironmentProvider } from '../../../../reportKit/reportEnvironment.tsx';
import { screenParameters, type ScreenParameters } from '../../../../stories/ScreenStory.tsx';
import type { FakeHandlers } from '../../../../stories/fakeApi.ts';
import { sampleAuthStatus } from '../../../../stories/sampleSession.ts';
import { reportHandlers, storyNow } from './reportHandlers.ts';

export interface Download {
  fileName: string;
  text: string;
}

/** Files "downloaded" by the stories, newest last (a play function empties it first). */
export const downloads: Download[] = [];

export const withReportEnvironment: Decorator = (Story) => {
  return (
    <ReportEnvironmentProvider
      now={() => storyNow}
      download={(fileName, text) => downloads.push({ fileName, text })}
    >
      <Story />
    </ReportEnvironmentProvider>
  );
};

export const reportPath = '/demo/delivery-analytics/report';
export const reportPattern = '/:workspace/delivery-analytics/report';

type Status = AuthStatus & { user: User };

/** users/set answers the stored user: the sample user with the changes. */
export function userSetHandler(status: Status): FakeHandlers {
  let user = status.user;
  return {
    'user/users/set': (input: Input<'user/users/set'>) => {
      user = { ...user, ...input };
      return user;
    },
  };
}

export function reportParameters(
  options: Omit<ScreenParameters, 'pattern' | 'status'> & { status?: Status } = {},
) {
  const status = options.status ?? sampleAuthStatus;
  return screenParameters({
    ...options,
    status,
    path: options.path ?? reportPath,
    pattern: reportPattern,
    handlers: { ...reportHandlers, ...userSetHandler(status), ...options.handlers },
  });
}

/** The sample owner with other preferences or presets. */
export function withUser(changes: Partial<User>, workspace?: Partial<Workspace>): Status {
  const [first, ...others] = sampleAuthStatus.workspaces;
  return {
    ...sampleAuthStatus,
    user: { ...sampleAuthStatus.user, ...changes },
    workspaces: first ? [{ ...first, ...workspace }, ...others] : [],
  };
}
