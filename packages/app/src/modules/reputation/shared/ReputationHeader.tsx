// The top of every Reputation Monitor page (the shell's ModuleHeader) with the module's four
// places: overview, IPs, domains, blocklists.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ModuleHeader } from '../../../shell/ModuleHeader.tsx';
import { useReputationPaths } from './reputationPaths.ts';

export type ReputationPlace = 'home' | 'ips' | 'domains' | 'blocklists';

export interface ReputationHeaderProps {
  title: string;
  subtitle?: ReactNode;
  place: ReputationPlace;
  /** Whether the page is that place itself (aria-current page) rather than below it. */
  isPlace?: boolean;
}

export function ReputationHeader(header: ReputationHeaderProps) {
  const { t } = useTranslation('reputation');
  const paths = useReputationPaths();
  const places = (['home', 'ips', 'domains', 'blocklists'] as const).map((id) => ({
    id,
    to: paths[id],
    label: t(`nav.${id}`),
  }));
  return <ModuleHeader {...header} navLabel={t('nav.label')} places={places} />;
}
