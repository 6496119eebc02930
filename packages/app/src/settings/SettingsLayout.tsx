// The frame of every settings page: the sub-navigation, then the page's title and introduction,
// then its content. The shell around it holds the top bar, the drawer and the <main> landmark
// (so no <header> here: outside <main>, as in a story, it would be a second banner).
import type { ReactNode } from 'react';
import { Spinner } from '@console/ui';
import { useId } from 'react';
import { ScreenTitle } from '../shell/HelpLink.tsx';
import { SettingsNav } from './SettingsNav.tsx';
import { Card, Page, PageHeader } from './settings.styles.ts';

export interface SettingsLayoutProps {
  title: string;
  description?: string;
  children: ReactNode;
}

export function SettingsLayout({ title, description, children }: SettingsLayoutProps) {
  return (
    <Page>
      <SettingsNav />
      <PageHeader>
        <ScreenTitle>{title}</ScreenTitle>
        {description && <p>{description}</p>}
      </PageHeader>
      {children}
    </Page>
  );
}

export interface SettingsSectionProps {
  title: string;
  description?: string;
  /** While a change of this section is being saved, the accessible text of the spinner. */
  savingLabel?: string | null;
  children: ReactNode;
}

/** A titled card of related settings. */
export function SettingsSection({
  title,
  description,
  savingLabel,
  children,
}: SettingsSectionProps) {
  const headingId = useId();
  return (
    <Card aria-labelledby={headingId}>
      <header>
        <h2 id={headingId}>{title}</h2>
        {savingLabel && <Spinner size="small" label={savingLabel} />}
      </header>
      {description && <p>{description}</p>}
      {children}
    </Card>
  );
}
