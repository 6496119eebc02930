// The frame of every public sign-in page: product name above one card holding the page's
// heading, an optional introduction and its content, and links under the card.
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Body, Brand, Card, Footer, Intro, Main, Page } from './AuthLayout.styles.ts';
import { ConsoleMark } from './brandIcons.tsx';

export interface AuthLayoutProps {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  /** Links under the card ("Back to sign in"). */
  footer?: ReactNode;
}

export function AuthLayout({ title, intro, children, footer }: AuthLayoutProps) {
  const { t } = useTranslation('common');
  const titleId = useId();
  return (
    <Page>
      <Main>
        <Brand>
          <ConsoleMark />
          <span>{t('appName')}</span>
        </Brand>
        <Card aria-labelledby={titleId}>
          <h1 id={titleId}>{title}</h1>
          {intro && <Intro>{intro}</Intro>}
          <Body>{children}</Body>
        </Card>
        {footer && <Footer>{footer}</Footer>}
      </Main>
    </Page>
  );
}
