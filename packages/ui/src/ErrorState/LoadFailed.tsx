import { Button } from '../Button/Button.tsx';
import { StateBlock } from '../EmptyState/EmptyState.styles.ts';
import { AlertIcon } from '../Icon/icons.tsx';

export interface LoadFailedProps {
  /** "Failed to load" by default (spec section 8: audit and DMARC lists). */
  message?: string;
  /** When given, a Retry button calls it. */
  onRetry?: () => void;
  retryLabel?: string;
}

/** A list or panel whose data could not be loaded; the rest of the screen keeps working. */
export function LoadFailed({
  message = 'Failed to load',
  onRetry,
  retryLabel = 'Retry',
}: LoadFailedProps) {
  return (
    <StateBlock role="alert" data-tone="danger">
      <span className="icon">
        <AlertIcon size={24} />
      </span>
      <p className="title">{message}</p>
      {onRetry && (
        <div className="action">
          <Button onPress={onRetry}>{retryLabel}</Button>
        </div>
      )}
    </StateBlock>
  );
}
