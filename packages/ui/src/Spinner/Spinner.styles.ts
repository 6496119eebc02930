import { styled } from 'styled-components';
import { color, space } from '../theme/tokens.ts';

export const SpinnerCircle = styled.span`
  display: inline-block;
  flex: none;
  width: 16px;
  height: 16px;
  border-radius: 50%;
  border: 2px solid ${color('border-default')};
  border-top-color: ${color('accent')};
  animation: ui-spinner-rotate 800ms linear infinite;

  &[data-size='small'] {
    width: 12px;
    height: 12px;
  }
  &[data-size='large'] {
    width: 32px;
    height: 32px;
    border-width: 3px;
  }
  /* Inside a coloured control the spinner takes the text colour. */
  &[data-inherit-color] {
    border-color: currentColor;
    border-top-color: transparent;
  }

  @keyframes ui-spinner-rotate {
    to {
      transform: rotate(360deg);
    }
  }
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2400ms;
  }
`;

export const LoadingBlock = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${space(2)};
  padding: ${space(4)};
  color: ${color('fg-muted')};

  &[data-layout='stacked'] {
    flex-direction: column;
    min-height: 160px;
  }
`;
