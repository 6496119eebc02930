import type { ReactNode } from 'react';
import type { ModalOverlayProps } from 'react-aria-components';
import { Button } from '../Button/Button.tsx';
import { CloseIcon } from '../Icon/icons.tsx';
import { Actions, Body, Header, ModalBox, Overlay, StyledDialog, Title } from './Modal.styles.ts';

type WithClose = ReactNode | ((close: () => void) => ReactNode);

export interface ModalProps extends Omit<ModalOverlayProps, 'children' | 'className' | 'style'> {
  /** The dialog's heading and accessible name. */
  title: string;
  /** The body; a function receives `close`. */
  children: WithClose;
  /** Footer buttons, right-aligned (primary last); a function receives `close`. */
  actions?: WithClose;
  size?: 'small' | 'medium' | 'large';
  /** `alertdialog` for confirmations of destructive actions. */
  role?: 'dialog' | 'alertdialog';
  /** Accessible name of the close button in the header; no button when null. */
  closeLabel?: string | null;
}

const render = (content: WithClose, close: () => void) =>
  typeof content === 'function' ? content(close) : content;

/**
 * A modal dialog: focus moves in and is trapped, Escape closes it (unless
 * `isKeyboardDismissDisabled`), focus returns to the trigger. Works inside react-aria's
 * `DialogTrigger` or controlled with `isOpen` / `onOpenChange`.
 */
export function Modal({
  title,
  children,
  actions,
  size = 'medium',
  role = 'dialog',
  closeLabel = 'Close',
  isDismissable = false,
  ...overlayProps
}: ModalProps) {
  return (
    <Overlay {...overlayProps} isDismissable={isDismissable}>
      <ModalBox data-size={size}>
        <StyledDialog role={role}>
          {({ close }) => (
            <>
              <Header>
                <Title slot="title">{title}</Title>
                {closeLabel !== null && (
                  <Button
                    variant="ghost"
                    icon={<CloseIcon />}
                    aria-label={closeLabel}
                    onPress={close}
                  />
                )}
              </Header>
              <Body>{render(children, close)}</Body>
              {actions !== undefined && <Actions>{render(actions, close)}</Actions>}
            </>
          )}
        </StyledDialog>
      </ModalBox>
    </Overlay>
  );
}
