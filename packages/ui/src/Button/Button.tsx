import type { ReactNode } from 'react';
import type { ButtonProps as AriaButtonProps } from 'react-aria-components';
import { Spinner } from '../Spinner/Spinner.tsx';
import { StyledButton } from './Button.styles.ts';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';

interface ButtonBaseProps extends Omit<AriaButtonProps, 'children'> {
  /** primary for the main action of a view, danger for destructive ones; secondary by default. */
  variant?: ButtonVariant;
}

interface ButtonWithLabel extends ButtonBaseProps {
  children: ReactNode;
  /** Decorative icon before the label. */
  icon?: ReactNode;
}

interface IconOnlyButton extends ButtonBaseProps {
  children?: never;
  icon: ReactNode;
  /** An icon-only button has no visible text, so its accessible name is required. */
  'aria-label': string;
}

export type ButtonProps = ButtonWithLabel | IconOnlyButton;

/**
 * A push button. While `isPending` it keeps focus, shows a spinner, ignores presses and is
 * announced as busy by react-aria.
 */
export function Button({ variant = 'secondary', icon, children, ...props }: ButtonProps) {
  const isIconOnly = children === undefined || children === null;
  return (
    <StyledButton {...props} data-variant={variant} data-icon-only={isIconOnly || undefined}>
      {({ isPending }) => (
        <>
          {isPending ? <Spinner size="small" inheritColor /> : icon}
          {children}
        </>
      )}
    </StyledButton>
  );
}
