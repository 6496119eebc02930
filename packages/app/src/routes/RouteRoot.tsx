// The root route: gives react-aria the router (ui links and menus navigate without a page load)
// and keeps the document title on the current page ("Report · Deliverability console").
import { useEffect } from 'react';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Outlet, useHref, useMatches, useNavigate } from 'react-router';
import { isRouteHandle, type PageKey } from './routeHandle.ts';

function useDocumentTitle() {
  const { t } = useTranslation('common');
  const matches = useMatches();
  const title = matches
    .map((match) => (isRouteHandle(match.handle) ? match.handle.title : undefined))
    .filter((key): key is PageKey => key !== undefined)
    .at(-1);
  const text = title ? `${t(title)} · ${t('appName')}` : t('appName');
  useEffect(() => {
    document.title = text;
  }, [text]);
}

export function RouteRoot() {
  const navigate = useNavigate();
  useDocumentTitle();
  return (
    <AriaRouterProvider navigate={(to) => void navigate(to)} useHref={useHref}>
      <Outlet />
    </AriaRouterProvider>
  );
}
