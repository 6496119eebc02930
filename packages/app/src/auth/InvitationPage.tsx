// /authenticate/invitation?token= (the link of an owner's invitation mail): shows what the
// invitation offers (account, role, who invited which address, until when) and accepts it. An
// address without a user chooses its password here; an existing user accepts with one button.
// Afterwards the page says so and leads to sign-in; an unknown, used or expired invitation says
// why and leads to sign-in as well.
import { useEffect, useRef, type FormEvent } from 'react';
import type { InvitationFailure, InvitationOffer } from '@console/machines';
import { AlertIcon, Button, InfoIcon, PasswordField, Spinner, SuccessIcon } from '@console/ui';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  ButtonLink,
  Centered,
  FullWidth,
  Hint,
  Notice,
  Stack,
  TextLink,
} from './AuthLayout.styles.ts';
import { AuthLayout } from './AuthLayout.tsx';
import { useInvitationFlow, type InvitationFlow } from './useInvitationFlow.ts';

/** Moves the focus to the page's one action when the page changes to it (keyboard users). */
function useFocusOnArrival<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}

/** The expiry in the visitor's language and time zone, with the zone named. */
function formatExpiry(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(new Date(iso));
}

export function Component() {
  const { t } = useTranslation('account');
  const [searchParams] = useSearchParams();
  const flow = useInvitationFlow(searchParams.get('token'));

  if (flow.step === 'loading') {
    return (
      <AuthLayout title={t('invitationLoading')}>
        <Centered>
          <Spinner size="large" label={t('invitationLoading')} />
        </Centered>
      </AuthLayout>
    );
  }
  if (flow.step === 'invalid') return <InvalidInvitation flow={flow} />;
  if (!flow.offer) return null;
  if (flow.step === 'accepted') return <AcceptedInvitation offer={flow.offer} />;
  return <OfferedInvitation flow={flow} offer={flow.offer} />;
}

const failureTitles = {
  notFound: 'invitationNotFoundTitle',
  expired: 'invitationExpiredTitle',
  unavailable: 'invitationUnavailableTitle',
} as const satisfies Record<InvitationFailure, string>;

function InvalidInvitation({ flow }: { flow: InvitationFlow }) {
  const { t } = useTranslation('account');
  const signInRef = useFocusOnArrival<HTMLAnchorElement>();
  return (
    <AuthLayout
      title={t(failureTitles[flow.failure ?? 'notFound'])}
      footer={flow.canRetry && <TextLink to="/authenticate">{t('goToSignIn')}</TextLink>}
    >
      <Notice data-tone="danger" role="alert">
        <AlertIcon />
        <span>{flow.failureText}</span>
      </Notice>
      {flow.canRetry ? (
        <FullWidth>
          <Button variant="primary" autoFocus onPress={flow.retry}>
            {t('tryAgain')}
          </Button>
        </FullWidth>
      ) : (
        <ButtonLink ref={signInRef} to="/authenticate">
          {t('goToSignIn')}
        </ButtonLink>
      )}
    </AuthLayout>
  );
}

function AcceptedInvitation({ offer }: { offer: InvitationOffer }) {
  const { t } = useTranslation(['account', 'auth']);
  const signInRef = useFocusOnArrival<HTMLAnchorElement>();
  const values = { account: offer.account_name, email: offer.email };
  return (
    <AuthLayout title={t('invitationAcceptedTitle')}>
      <Notice data-tone="success" role="status">
        <SuccessIcon />
        <span>{t('invitationAccepted', values)}</span>
      </Notice>
      <Hint>
        {offer.needs_password
          ? t('invitationSignInNew', values)
          : t('invitationSignInExisting', values)}
      </Hint>
      <ButtonLink ref={signInRef} to="/authenticate">
        {t('auth:signIn')}
      </ButtonLink>
    </AuthLayout>
  );
}

function OfferedInvitation({ flow, offer }: { flow: InvitationFlow; offer: InvitationOffer }) {
  const { t, i18n } = useTranslation(['account', 'auth']);
  const values = {
    account: offer.account_name,
    email: offer.email,
    role: t(`invitationRole.${offer.role}`),
    inviter: offer.invited_by ?? '',
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    flow.submit();
  };
  const passwordError = flow.errorFor('password');
  const passwordFields = {
    showPasswordLabel: t('auth:showPassword'),
    hidePasswordLabel: t('auth:hidePassword'),
    autoComplete: 'new-password',
    isReadOnly: flow.isPending,
  };

  return (
    <AuthLayout
      title={t('invitationTitle', values)}
      intro={
        offer.invited_by === null ? t('invitationByNobody', values) : t('invitationBy', values)
      }
    >
      <Notice data-tone="info">
        <InfoIcon />
        <span>
          {t('invitationExpires', { date: formatExpiry(offer.expires_at, i18n.language) })}
        </span>
      </Notice>
      <Stack onSubmit={onSubmit} noValidate aria-label={t('invitationTitle', values)}>
        {offer.needs_password && (
          <>
            {/* The address the password belongs to, for password managers. */}
            <input
              type="email"
              name="username"
              autoComplete="username"
              value={offer.email}
              readOnly
              hidden
            />
            <PasswordField
              {...passwordFields}
              label={t('auth:password')}
              name="new-password"
              autoFocus
              // The rule as help text, until it becomes the error itself.
              description={passwordError === t('passwordLength') ? undefined : t('passwordLength')}
              value={flow.password}
              onChange={(value) => flow.change('password', value)}
              onBlur={() => flow.touch('password')}
              errorMessage={passwordError}
            />
            <PasswordField
              {...passwordFields}
              label={t('invitationRepeat')}
              name="repeat-password"
              value={flow.repeat}
              onChange={(value) => flow.change('repeat', value)}
              onBlur={() => flow.touch('repeat')}
              errorMessage={flow.errorFor('repeat')}
            />
          </>
        )}
        {flow.formError && (
          <Notice data-tone="danger" role="alert">
            <AlertIcon />
            <span>{flow.formError}</span>
          </Notice>
        )}
        <FullWidth>
          <Button
            type="submit"
            variant="primary"
            // An existing user has nothing to type: Enter accepts at once.
            autoFocus={!offer.needs_password}
            isPending={flow.isPending}
            isDisabled={!flow.canSubmit && !flow.isPending}
          >
            {offer.needs_password ? t('acceptAndSetPassword') : t('acceptInvitation')}
          </Button>
        </FullWidth>
      </Stack>
    </AuthLayout>
  );
}
