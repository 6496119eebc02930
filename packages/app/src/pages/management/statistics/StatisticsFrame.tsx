// The frame the three statistics pages share: the title with its help link and line, the run
// bar with the page's pickers, then the page's content.
import type { ReactNode } from 'react';
import { RunBar } from '@console/ui';
import { ScreenTitle } from '../../../shell/HelpLink.tsx';
import { Header, Page } from './statistics.styles.ts';

export interface StatisticsFrameProps {
  title: string;
  subtitle: string;
  /** the run bar's accessible name */
  barLabel: string;
  controls: ReactNode;
  children: ReactNode;
}

export function StatisticsFrame({
  title,
  subtitle,
  barLabel,
  controls,
  children,
}: StatisticsFrameProps) {
  return (
    <Page>
      <Header>
        <div>
          <ScreenTitle>{title}</ScreenTitle>
          <p>{subtitle}</p>
        </div>
      </Header>
      <RunBar aria-label={barLabel}>{controls}</RunBar>
      {children}
    </Page>
  );
}
