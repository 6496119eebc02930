// What the statistics stories share: the fixed clock (November 2026 is this month), the
// admin signed in, and a clean start (no table sort remembered from another story, no
// announcement left over).
import type { Decorator } from '@storybook/react-vite';
import type { AuthStatus, User } from '@console/contract';
import { within } from 'storybook/test';
import { ReportEnvironmentProvider } from '../../../reportKit/reportEnvironment.tsx';
import { clearAnnouncements } from '../../../settings/storyData.ts';
import { screenParameters, type ScreenParameters } from '../../../stories/ScreenStory.tsx';
import { adminAuthStatus } from '../../../stories/sampleSession.ts';
import { statisticsHandlers, storyNow } from './storyData.ts';

export const withStatisticsClock: Decorator = (Story) => (
  <ReportEnvironmentProvider now={() => storyNow}>
    <Story />
  </ReportEnvironmentProvider>
);

export function resetStatisticsStory() {
  clearAnnouncements();
  for (const key of Object.keys(localStorage))
    if (key.includes('management.statistics')) localStorage.removeItem(key);
}

type Status = AuthStatus & { user: User };

/** The admin in the user's formats of another language (French or German). */
export const adminIn = (language: 'fr' | 'de'): Status => ({
  ...adminAuthStatus,
  user: {
    ...adminAuthStatus.user,
    language,
    format: language === 'fr' ? '# ###,##' : '#.###,##',
  },
});

/** A statistics page at `path` (its query included) with the sample answers, and changes. */
export function statisticsParameters(
  route: { path: string; pattern: string },
  options: Omit<ScreenParameters, 'path' | 'pattern'> = {},
) {
  return screenParameters({
    status: adminAuthStatus,
    ...options,
    ...route,
    handlers: { ...statisticsHandlers, ...options.handlers },
  });
}

/** The tile (a description list) whose term is `label`, to query inside it. */
export function tileOf(root: HTMLElement, label: string) {
  const term = [...root.querySelectorAll('dt')].find(
    (dt) => dt.firstElementChild?.textContent === label,
  );
  if (!term?.parentElement) throw new Error(`No tile named ${label}`);
  return within(term.parentElement);
}
