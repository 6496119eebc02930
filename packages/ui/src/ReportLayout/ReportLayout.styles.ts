import { styled } from 'styled-components';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { color, space } from '../theme/tokens.ts';

export const Overlay = styled(ModalOverlay)`
  position: fixed;
  inset: 0;
  z-index: 30;
  display: flex;
  justify-content: flex-end;
  background: rgb(0 0 0 / 0.25);
`;

/** A sheet along the right edge of the window. */
export const Sheet = styled(Modal)`
  height: 100%;
  width: min(320px, 100vw);
  background: ${color('bg-surface')};
  border-left: 1px solid ${color('border-default')};
  box-shadow: -4px 0 24px rgb(0 0 0 / 0.2);
  outline: none;
`;

export const PanelDialog = styled(Dialog)`
  display: flex;
  flex-direction: column;
  gap: ${space(4)};
  height: 100%;
  padding: ${space(4)};
  /* Long lists of dimensions and metrics scroll inside the sheet. */
  overflow-y: auto;
  outline: none;
  color: ${color('fg-default')};
`;

export const PanelHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space(2)};
`;

export const PanelHeading = styled(Heading)`
  margin: 0;
  font-size: 16px;
  font-weight: 650;
`;
