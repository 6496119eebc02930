import type { ReactNode } from 'react';
import { CloseIcon } from '../Icon/icons.tsx';
import { ActionButton, Actions, BannerRoot, CloseButton, Message } from './Banner.styles.ts';
import { bannerRole, bannerTone } from './bannerTone.ts';

export interface BannerProps {
  /** Heartbeat severity: INFO, SUCCESS, WARNING, ERROR; anything else shows grey. */
  severity?: string | null;
  /** The message. */
  children: ReactNode;
  /** Label of the optional action button, e.g. "Reload to update". */
  actionLabel?: string;
  /** Called when the action button is pressed; the button shows only with a label and handler. */
  onAction?: () => void;
  /** Called when the close button is pressed; without it the banner has no close button. */
  onClose?: () => void;
  /** Accessible name of the close button. */
  closeLabel?: string;
  /** Overrides the ARIA role (by default alert for errors and warnings, status otherwise). */
  role?: 'alert' | 'status';
}

/** The heartbeat banner at the top of the shell: a coloured message with an action and close. */
export function Banner({
  severity,
  children,
  actionLabel,
  onAction,
  onClose,
  closeLabel = 'Close',
  role,
}: BannerProps) {
  const tone = bannerTone(severity);
  return (
    <BannerRoot data-tone={tone} role={role ?? bannerRole(tone)}>
      <Message>{children}</Message>
      <Actions>
        {actionLabel && onAction && <ActionButton onPress={onAction}>{actionLabel}</ActionButton>}
        {onClose && (
          <CloseButton aria-label={closeLabel} onPress={onClose}>
            <CloseIcon />
          </CloseButton>
        )}
      </Actions>
    </BannerRoot>
  );
}
