// The shell around every signed-in page (spec section 2, "Shell"): the heartbeat banner, the left
// drawer, the top bar with breadcrumb, workspace picker and user menu, the page in <main>, and
// the feedback popup. Loaded lazily with the first signed-in page, so sign-in never fetches it.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { useSession } from '../session/SessionContext.tsx';
import { BreadcrumbLabelsProvider } from './BreadcrumbLabels.tsx';
import { FeedbackDialog } from './FeedbackDialog.tsx';
import { HeartbeatBanner } from './HeartbeatBanner.tsx';
import { ShellDrawer } from './ShellDrawer.tsx';
import { Body, Column, Frame, Main, SkipLink } from './ShellLayout.styles.ts';
import { ShellTopBar } from './ShellTopBar.tsx';
import { SystemMessagesProvider } from './SystemMessages.tsx';
import { useDrawerState } from './useDrawerState.ts';

export function ShellLayout() {
  const { t } = useTranslation('shell');
  const { user } = useSession();
  const drawer = useDrawerState(user.lock_drawer);
  const [isFeedbackOpen, setFeedbackOpen] = useState(false);

  return (
    <SystemMessagesProvider>
      <BreadcrumbLabelsProvider>
        <Frame>
          <SkipLink href="#main-content">{t('skipToContent')}</SkipLink>
          <HeartbeatBanner />
          <Body>
            <ShellDrawer state={drawer} />
            <Column>
              <ShellTopBar
                onMenuPress={drawer.device === 'mobile' ? drawer.toggle : undefined}
                onFeedback={() => setFeedbackOpen(true)}
              />
              <Main id="main-content" tabIndex={-1}>
                <Outlet />
              </Main>
            </Column>
          </Body>
          <FeedbackDialog isOpen={isFeedbackOpen} onOpenChange={setFeedbackOpen} />
        </Frame>
      </BreadcrumbLabelsProvider>
    </SystemMessagesProvider>
  );
}

export { ShellLayout as Component };
export { WorkspaceOutlet } from './WorkspaceOutlet.tsx';
