import type { ReactNode } from 'react';
import type { SwitchProps } from 'react-aria-components';
import { Spinner, StyledSwitch, ToggleRow } from './Toggle.styles.ts';

export interface ToggleProps extends Omit<SwitchProps, 'children' | 'isReadOnly'> {
  /** Visible label; for a toggle without one, pass `aria-label`. */
  children?: ReactNode;
  /** While a change is being saved: the toggle does not flip and announces it is busy. */
  isPending?: boolean;
  /** Accessible text of the busy indicator. */
  pendingLabel?: string;
}

/** An on/off switch. It flips on press or Space unless disabled or pending (spec section 4). */
export function Toggle({
  children,
  isPending = false,
  pendingLabel = 'Saving',
  ...props
}: ToggleProps) {
  return (
    <ToggleRow>
      <StyledSwitch {...props} isReadOnly={isPending}>
        <span className="track" aria-hidden="true">
          <span className="thumb" />
        </span>
        {children}
      </StyledSwitch>
      {isPending && <Spinner role="status" aria-label={pendingLabel} />}
    </ToggleRow>
  );
}
