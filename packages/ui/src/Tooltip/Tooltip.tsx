import type { ReactElement, ReactNode } from 'react';
import { TooltipTrigger, type TooltipProps as AriaTooltipProps } from 'react-aria-components';
import { StyledTooltip } from './Tooltip.styles.ts';
import { specValues } from '../specValues.ts';

/** Hover delay before a tooltip shows (spec section 9). Keyboard focus shows it at once. */
export const TOOLTIP_DELAY = specValues.tooltipDelayMs;

export interface TooltipProps {
  /** The tooltip's text: a hint, never the only name of the control. */
  content: ReactNode;
  /** A react-aria focusable element: Button, Link, or an element wrapped in `Focusable`. */
  children: ReactElement;
  placement?: AriaTooltipProps['placement'];
  /** ms before showing on hover; 500 by default. */
  delay?: number;
  isDisabled?: boolean;
}

/** A short hint shown on hover (after 500 ms) and on keyboard focus; Escape hides it. */
export function Tooltip({
  content,
  children,
  placement = 'top',
  delay = TOOLTIP_DELAY,
  isDisabled = false,
}: TooltipProps) {
  return (
    <TooltipTrigger delay={delay} closeDelay={0} isDisabled={isDisabled}>
      {children}
      <StyledTooltip placement={placement} offset={6}>
        {content}
      </StyledTooltip>
    </TooltipTrigger>
  );
}
