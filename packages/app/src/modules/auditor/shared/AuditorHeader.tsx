// The top of the Email Auditor pages. The inbox has its title and line; a report's pages share
// the shell's ModuleHeader with the report's views as its places (Report, Header, Text, HTML,
// Data), each a page of its own, the one shown marked.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ScreenTitle } from '../../../shell/HelpLink.tsx';
import { ModuleHeader } from '../../../shell/ModuleHeader.tsx';
import { Header } from '../../../shell/ModuleHeader.styles.ts';
import { reportViews, useAuditorPaths, type ReportView } from './auditorPaths.ts';

export function InboxHeader({ title, subtitle }: { title: string; subtitle: ReactNode }) {
  return (
    <Header>
      <div>
        <ScreenTitle>{title}</ScreenTitle>
        <p>{subtitle}</p>
      </div>
    </Header>
  );
}

export interface ReportHeaderProps {
  title: string;
  subtitle?: ReactNode;
  /** The report's id, from the address. */
  report: string;
  view: ReportView;
}

export function ReportHeader({ report, view, ...header }: ReportHeaderProps) {
  const { t } = useTranslation('auditor');
  const paths = useAuditorPaths();
  const places = reportViews.map((id) => ({
    id,
    to: paths.view(report, id),
    label: t(`nav.${id}`),
  }));
  return <ModuleHeader {...header} navLabel={t('nav.label')} places={places} place={view} />;
}
