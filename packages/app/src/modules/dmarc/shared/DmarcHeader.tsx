// The top of every DMARC page: its title, a line under it, and the module's three places
// (policy domains, failure reports, setup) as links, the current one marked.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Header, ModuleNav } from './dmarc.styles.ts';
import { useDmarcPaths } from './dmarcPaths.ts';

export type DmarcPlace = 'domains' | 'forensic' | 'setup';

export interface DmarcHeaderProps {
  title: string;
  subtitle?: ReactNode;
  /** The module place this page belongs to. */
  place: DmarcPlace;
  /** Whether the page is that place itself (aria-current) rather than below it. */
  isPlace?: boolean;
  query?: string;
}

export function DmarcHeader({ title, subtitle, place, isPlace = true, query }: DmarcHeaderProps) {
  const { t } = useTranslation('dmarc');
  const paths = useDmarcPaths(query);
  const places: { id: DmarcPlace; to: string }[] = [
    { id: 'domains', to: paths.domains },
    { id: 'forensic', to: paths.forensic },
    { id: 'setup', to: paths.setup },
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
