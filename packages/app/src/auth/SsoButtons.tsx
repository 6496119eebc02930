// The two single-sign-on buttons, and what happens with the popup: waiting for the provider,
// a window the browser blocked, or the provider's answer refused.
import { AlertIcon, Button, InfoIcon } from '@console/ui';
import { useTranslation } from 'react-i18next';
import { FullWidth, Notice } from './AuthLayout.styles.ts';
import { GoogleLogo, MicrosoftLogo } from './brandIcons.tsx';
import type { SsoFlow, SsoProvider } from './useSsoFlow.ts';
import { useMessageText } from './useMessageText.ts';

// Brand names, the same in every language.
const providers: readonly { id: SsoProvider; name: string; logo: typeof GoogleLogo }[] = [
  { id: 'google', name: 'Google', logo: GoogleLogo },
  { id: 'microsoft', name: 'Microsoft', logo: MicrosoftLogo },
];

export function SsoButtons({ sso }: { sso: SsoFlow }) {
  const { t } = useTranslation('auth');
  const messageText = useMessageText();
  const open = providers.find((provider) => provider.id === sso.openProvider);
  return (
    <FullWidth>
      {providers.map(({ id, name, logo: Logo }) => (
        <Button
          key={id}
          icon={<Logo />}
          isPending={sso.openProvider === id}
          isDisabled={sso.openProvider !== null && sso.openProvider !== id}
          onPress={() => sso.select(id)}
        >
          {t('continueWith', { provider: name })}
        </Button>
      ))}
      {open && (
        <Notice data-tone="info" role="status">
          <InfoIcon />
          <span>{t('ssoWaiting', { provider: open.name })}</span>
        </Notice>
      )}
      {sso.isBlocked && (
        <Notice data-tone="danger" role="alert">
          <AlertIcon />
          <span>{t('ssoBlocked')}</span>
        </Notice>
      )}
      {sso.error && (
        <Notice data-tone="danger" role="alert">
          <AlertIcon />
          <span>{messageText(sso.error)}</span>
        </Notice>
      )}
    </FullWidth>
  );
}
