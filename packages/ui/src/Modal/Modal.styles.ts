import { styled } from 'styled-components';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { color, space } from '../theme/tokens.ts';

export const Overlay = styled(ModalOverlay)`
  position: fixed;
  inset: 0;
  z-index: 100;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${space(4)};
  background: ${color('backdrop')};
`;

export const ModalBox = styled(Modal)`
  width: 100%;
  max-width: 480px;
  max-height: calc(100vh - 32px);
  display: flex;
  border: 1px solid ${color('border-default')};
  border-radius: calc(var(--radius) + 2px);
  background: ${color('bg-surface')};
  color: ${color('fg-default')};
  box-shadow: 0 16px 48px ${color('shadow')};

  &[data-size='small'] {
    max-width: 360px;
  }
  &[data-size='large'] {
    max-width: 760px;
  }
`;

export const StyledDialog = styled(Dialog)`
  display: flex;
  flex-direction: column;
  width: 100%;
  min-height: 0;
  outline: none;
`;

export const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space(2)};
  padding: ${space(3)} ${space(3)} ${space(2)} ${space(4)};
`;

export const Title = styled(Heading)`
  margin: 0;
  font-size: 16px;
  font-weight: 650;
`;

export const Body = styled.div`
  flex: 1;
  min-height: 0;
  overflow: auto;
  padding: ${space(2)} ${space(4)};
`;

export const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${space(2)};
  padding: ${space(3)} ${space(4)} ${space(4)};
`;
