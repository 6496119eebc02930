import type { HTMLAttributes, ReactNode } from 'react';
import { StyledPill } from './Pill.styles.ts';

export type PillTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

export interface PillProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  children: ReactNode;
  /** Colour by meaning; the text must carry the meaning too, never the colour alone. */
  tone?: PillTone;
  /** A small dot before the text, for statuses in dense tables. */
  hasDot?: boolean;
}

/** A short label or status (a table cell's pill, a count, "Active"). */
export function Pill({ children, tone = 'neutral', hasDot = false, ...props }: PillProps) {
  return (
    <StyledPill {...props} data-tone={tone}>
      {hasDot && <span className="dot" aria-hidden="true" />}
      {children}
    </StyledPill>
  );
}
