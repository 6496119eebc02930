// The top of a module's pages (DMARC Reports, Reputation Monitor): the title, a line under it,
// and the module's places as links, the one the page belongs to marked: aria-current "page" on
// the place itself, "location" on a page below it.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ScreenTitle } from './HelpLink.tsx';
import { Header, ModuleNav } from './ModuleHeader.styles.ts';

export interface ModulePlace<Id extends string> {
  id: Id;
  to: string;
  label: string;
}

export interface ModuleHeaderProps<Id extends string> {
  title: string;
  subtitle?: ReactNode;
  /** the accessible name of the places' navigation */
  navLabel: string;
  places: readonly ModulePlace<Id>[];
  /** The module place this page belongs to. */
  place: Id;
  /** Whether the page is that place itself (aria-current page) rather than below it. */
  isPlace?: boolean;
}

export function ModuleHeader<Id extends string>({
  title,
  subtitle,
  navLabel,
  places,
  place,
  isPlace = true,
}: ModuleHeaderProps<Id>) {
  return (
    <Header>
      <div>
        <ScreenTitle>{title}</ScreenTitle>
        {subtitle && <p>{subtitle}</p>}
      </div>
      <ModuleNav aria-label={navLabel}>
        <ul>
          {places.map(({ id, to, label }) => (
            <li key={id}>
              <Link
                to={to}
                aria-current={id === place ? (isPlace ? 'page' : 'location') : undefined}
              >
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </ModuleNav>
    </Header>
  );
}
