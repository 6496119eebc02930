// The top of every DMARC page (the shell's ModuleHeader) with the module's three places: policy
// domains, failure reports, setup.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ModuleHeader } from '../../../shell/ModuleHeader.tsx';
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

export function DmarcHeader({ query, ...header }: DmarcHeaderProps) {
  const { t } = useTranslation('dmarc');
  const paths = useDmarcPaths(query);
  const places = (['domains', 'forensic', 'setup'] as const).map((id) => ({
    id,
    to: paths[id],
    label: t(`nav.${id}`),
  }));
  return <ModuleHeader {...header} navLabel={t('nav.label')} places={places} />;
}
