// The providers every screen sits in, in one place for the app and for stories: translations,
// the API client, full page loads, snackbars, and, once signed in, the session, whose user
// decides the colour mode and the language.
import type { ApiClient } from '@console/contract';
import { SnackbarProvider, ThemeProvider } from '@console/ui';
import type { i18n } from 'i18next';
import { useEffect, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { ApiProvider } from '../api/ApiContext.tsx';
import { changeLanguage } from '../i18n/i18n.ts';
import { SessionProvider, useSession } from '../session/SessionContext.tsx';
import {
  BrowserActionsProvider,
  realBrowserActions,
  type BrowserActions,
} from './BrowserActions.tsx';
import type { SignedInStatus } from './sessionStore.ts';

/** Follows the signed-in user's settings: colour mode, language, the selected workspace. */
function SessionPreferences({
  onWorkspace,
  children,
}: {
  onWorkspace?: (id: string) => void;
  children: ReactNode;
}) {
  const { user, workspace } = useSession();
  const { i18n } = useTranslation();
  useEffect(() => {
    if (i18n.language !== user.language) void changeLanguage(i18n, user.language);
  }, [i18n, user.language]);
  useEffect(() => {
    onWorkspace?.(workspace.id);
  }, [onWorkspace, workspace.id]);
  return <ThemeProvider mode={user.mode}>{children}</ThemeProvider>;
}

function TranslatedSnackbars({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <SnackbarProvider regionLabel={t('notifications')} dismissLabel={t('dismiss')}>
      {children}
    </SnackbarProvider>
  );
}

export interface AppProvidersProps {
  i18n: i18n;
  api: ApiClient;
  /** The signed-in status; null renders the public pages' providers only. */
  status: SignedInStatus | null;
  initialWorkspace?: string | undefined;
  /** Told when the session's workspace changes (the session store follows it). */
  onWorkspace?: (id: string) => void;
  browser?: BrowserActions;
  children: ReactNode;
}

export function AppProviders({
  i18n,
  api,
  status,
  initialWorkspace,
  onWorkspace,
  browser = realBrowserActions,
  children,
}: AppProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <ApiProvider api={api}>
        <BrowserActionsProvider actions={browser}>
          <TranslatedSnackbars>
            {status ? (
              <SessionProvider status={status} {...(initialWorkspace ? { initialWorkspace } : {})}>
                <SessionPreferences {...(onWorkspace ? { onWorkspace } : {})}>
                  {children}
                </SessionPreferences>
              </SessionProvider>
            ) : (
              <ThemeProvider mode={null}>{children}</ThemeProvider>
            )}
          </TranslatedSnackbars>
        </BrowserActionsProvider>
      </ApiProvider>
    </I18nextProvider>
  );
}
