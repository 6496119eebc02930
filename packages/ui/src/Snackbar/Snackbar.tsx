import { AlertIcon, CloseIcon, InfoIcon, SuccessIcon } from '../Icon/icons.tsx';
import { SnackbarBox, SnackbarButton } from './Snackbar.styles.ts';

export type SnackbarVariant = 'success' | 'error' | 'primary';

export interface SnackbarAction {
  label: string;
  onPress: () => void;
}

export interface SnackbarProps {
  message: string;
  /** success and primary are polite statuses; error is an alert, read out at once. */
  variant?: SnackbarVariant;
  /** One optional action ("Undo", "Retry"). */
  action?: SnackbarAction;
  /** Called by the dismiss button; without it there is no button. */
  onDismiss?: () => void;
  /** Accessible name of the dismiss button. */
  dismissLabel?: string;
}

const icons = { success: SuccessIcon, error: AlertIcon, primary: InfoIcon };

/** One short message. Usually shown through `useSnackbar().show`, which also removes it. */
export function Snackbar({
  message,
  variant = 'primary',
  action,
  onDismiss,
  dismissLabel = 'Dismiss',
}: SnackbarProps) {
  const Icon = icons[variant];
  return (
    <SnackbarBox data-variant={variant} role={variant === 'error' ? 'alert' : 'status'}>
      <span className="icon">
        <Icon />
      </span>
      <span className="message">{message}</span>
      {action && (
        <SnackbarButton type="button" onClick={action.onPress}>
          {action.label}
        </SnackbarButton>
      )}
      {onDismiss && (
        <SnackbarButton type="button" aria-label={dismissLabel} onClick={onDismiss}>
          <CloseIcon />
        </SnackbarButton>
      )}
    </SnackbarBox>
  );
}
