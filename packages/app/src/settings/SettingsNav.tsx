// The settings sub-navigation (spec section 2: profile, preferences, alerts, release, messages):
// a row of links under the top bar. /settings opens the preferences, so that link is current
// there too.
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NavList } from './settings.styles.ts';
import { currentSettingsPage, settingsPages } from './settingsPages.ts';

export function SettingsNav() {
  const { t } = useTranslation('settings');
  const current = currentSettingsPage(useLocation().pathname);
  return (
    <nav aria-label={t('nav.label')}>
      <NavList>
        {settingsPages.map((page) => (
          <li key={page.id}>
            <Link to={page.path} aria-current={page.id === current ? 'page' : undefined}>
              {t(`nav.${page.id}`)}
            </Link>
          </li>
        ))}
      </NavList>
    </nav>
  );
}
