import type { HTMLAttributes } from 'react';
import { LoadingBlock, SpinnerCircle } from './Spinner.styles.ts';

export type SpinnerSize = 'small' | 'medium' | 'large';

export interface SpinnerProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children' | 'role'> {
  size?: SpinnerSize;
  /**
   * Accessible text; when given the spinner is a status announced to screen readers. Leave it out
   * when the surrounding control already announces that it is busy (a pending Button).
   */
  label?: string;
  /** Draw in the current text colour (inside a filled button). */
  inheritColor?: boolean;
}

/** A busy indicator. */
export function Spinner({ size = 'medium', label, inheritColor = false, ...props }: SpinnerProps) {
  return (
    <SpinnerCircle
      {...props}
      data-size={size}
      data-inherit-color={inheritColor || undefined}
      {...(label ? { role: 'status', 'aria-label': label } : { 'aria-hidden': true })}
    />
  );
}

export interface LoadingProps {
  /** Visible and announced text. */
  label?: string;
  /** `inline` sits in a row; `stacked` centres a large spinner in a block, for a panel loading. */
  layout?: 'inline' | 'stacked';
}

/** A region that is loading: a spinner with visible text, announced politely. */
export function Loading({ label = 'Loading…', layout = 'inline' }: LoadingProps) {
  return (
    <LoadingBlock role="status" data-layout={layout}>
      <Spinner size={layout === 'stacked' ? 'large' : 'medium'} />
      <span>{label}</span>
    </LoadingBlock>
  );
}
