// /messages/inbox (spec section 2): the signed-in user's system messages as a page of its own.
// Settings › Messages shows the same list (MessageInbox) inside the settings frame.
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { screenHeading, screenPage } from '../shell/screen.styles.ts';
import { MessageInbox } from './MessageInbox.tsx';
import { ScreenTitle } from '../shell/HelpLink.tsx';

const Page = styled.div`
  ${screenPage}
  max-width: 1040px;
`;

const Header = styled.div`
  ${screenHeading}
`;

export function Component() {
  const { t } = useTranslation('settings');
  return (
    <Page>
      <Header>
        <ScreenTitle>{t('inbox.title')}</ScreenTitle>
        <p>{t('inbox.description')}</p>
      </Header>
      <MessageInbox />
    </Page>
  );
}
