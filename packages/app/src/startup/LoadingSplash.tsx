// What shows during start-up (the 1 s delay, the auth status, the user's language): the product
// name and a spinner, centred, announced politely once.
import { Loading } from '@console/ui';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { color } from '@console/ui';
import { ConsoleMark } from '../auth/brandIcons.tsx';

const Splash = styled.div`
  position: fixed;
  inset: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 20px;
  background: ${color('bg-canvas')};
  color: ${color('fg-default')};

  .brand {
    display: flex;
    align-items: center;
    gap: 10px;
    font-size: 16px;
    font-weight: 650;
  }
`;

export function LoadingSplash() {
  const { t } = useTranslation('common');
  return (
    <Splash data-startup-splash="">
      <div className="brand">
        <ConsoleMark />
        <span>{t('appName')}</span>
      </div>
      <Loading label={t('startupLoading')} />
    </Splash>
  );
}
