// The top of every Reputation Monitor page: its title, a line under it, the module's four places
// (overview, IPs, domains, blocklists) as links, the current one marked.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Header, ModuleNav } from './reputation.styles.ts';
import { useReputationPaths } from './reputationPaths.ts';

export type ReputationPlace = 'home' | 'ips' | 'domains' | 'blocklists';

export interface ReputationHeaderProps {
  title: string;
  subtitle?: ReactNode;
  place: ReputationPlace;
  /** Whether the page is that place itself (aria-current page) rather than below it. */
  isPlace?: boolean;
}

export function ReputationHeader({
  title,
  subtitle,
  place,
  isPlace = true,
}: ReputationHeaderProps) {
  const { t } = useTranslation('reputation');
  const paths = useReputationPaths();
  const places: { id: ReputationPlace; to: string }[] = [
    { id: 'home', to: paths.home },
    { id: 'ips', to: paths.ips },
    { id: 'domains', to: paths.domains },
    { id: 'blocklists', to: paths.blocklists },
  ];
  return (
    <Header>
      <div>
        <h1>{title}</h1>
        {subtitle && <p>{subtitle}</p>}
      </div>
      <ModuleNav aria-label={t('nav.label')}>
        <ul>
          {places.map(({ id, to }) => (
            <li key={id}>
              <Link
                to={to}
                aria-current={id === place ? (isPlace ? 'page' : 'location') : undefined}
              >
                {t(`nav.${id}`)}
              </Link>
            </li>
          ))}
        </ul>
      </ModuleNav>
    </Header>
  );
}
