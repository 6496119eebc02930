// The error route of the whole app (spec section 8). A failed chunk asks for a reload; any other
// error navigates to its exceptions page (401 signs out), and errors that are not HTTP answers
// are reported to the server first.
import { ErrorState } from '@console/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useRouteError } from 'react-router';
import { useApi } from '../api/ApiContext.tsx';
import { UpdateRequiredPage } from '../pages/UpdateRequiredPage.tsx';
import { useBrowserActions } from '../startup/BrowserActions.tsx';
import { reportError } from '../startup/errorReporting.ts';
import { errorDestination } from './errorDestination.ts';

export function RouteError() {
  const error = useRouteError();
  const api = useApi();
  const navigate = useNavigate();
  const location = useLocation();
  const { reload } = useBrowserActions();
  const { t } = useTranslation('common');
  const destination = errorDestination(error);
  // The exceptions page itself failing must not send the user round in circles.
  const isLoop = destination.kind === 'navigate' && destination.to === location.pathname;

  useEffect(() => {
    if (destination.kind !== 'navigate' || isLoop) return;
    if (destination.report) {
      const place = `${location.pathname}${location.search}${location.hash}`;
      void reportError(api, error, place, window.localStorage);
    }
    void navigate(destination.to, { replace: true });
    // Runs once per error; the destination is derived from it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [error]);

  if (destination.kind === 'updateRequired') return <UpdateRequiredPage />;
  if (destination.kind === 'stay') return null;
  if (isLoop) return <ErrorState title={t('somethingWentWrong')} onReload={() => reload('/')} />;
  return null;
}
