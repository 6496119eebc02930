import type { Key } from 'react-aria-components';
import { Crumb, CrumbLink, Trail } from './Breadcrumb.styles.ts';

export interface BreadcrumbItem {
  id: string;
  label: string;
  href?: string;
}

export interface BreadcrumbProps {
  /** From the root to the current page; the last one is the current page (aria-current). */
  items: BreadcrumbItem[];
  /** Called with the id of a pressed item (not the current one). */
  onAction?: (id: string) => void;
  /** Accessible name of the navigation landmark. */
  'aria-label'?: string;
}

/** Where the user is, as a nav landmark of links; the last crumb is the current page. */
export function Breadcrumb({
  items,
  onAction,
  'aria-label': ariaLabel = 'Breadcrumb',
}: BreadcrumbProps) {
  return (
    <nav aria-label={ariaLabel}>
      <Trail items={items} onAction={(key: Key) => onAction?.(String(key))}>
        {(item: BreadcrumbItem) => (
          <Crumb id={item.id}>
            <CrumbLink href={item.href}>{item.label}</CrumbLink>
          </Crumb>
        )}
      </Trail>
    </nav>
  );
}
