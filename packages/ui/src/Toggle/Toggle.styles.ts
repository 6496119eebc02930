import { styled } from 'styled-components';
import { Switch } from 'react-aria-components';
import { color, space } from '../theme/tokens.ts';

export const ToggleRow = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${space(2)};
`;

export const StyledSwitch = styled(Switch)`
  display: inline-flex;
  align-items: center;
  gap: ${space(2)};
  color: ${color('fg-default')};
  cursor: pointer;
  min-height: 24px;

  .track {
    position: relative;
    width: 36px;
    height: 20px;
    flex: none;
    border-radius: 10px;
    background: ${color('toggle-off')};
    transition: background 150ms ease;
  }

  .thumb {
    position: absolute;
    top: 2px;
    left: 2px;
    width: 16px;
    height: 16px;
    border-radius: 50%;
    background: ${color('bg-surface')};
    transition: transform 150ms ease;
  }

  &[data-selected] .track {
    background: ${color('accent')};
  }
  &[data-selected] .thumb {
    transform: translateX(16px);
  }
  &[data-pressed] .track {
    filter: brightness(0.92);
  }
  &[data-focus-visible] .track {
    outline: 2px solid ${color('focus-ring')};
    outline-offset: 2px;
  }
  &[data-disabled] {
    cursor: not-allowed;
    color: ${color('fg-muted')};
  }
  &[data-disabled] .track {
    opacity: 0.45;
  }
  &[data-readonly] {
    cursor: progress;
  }
`;

export const Spinner = styled.span`
  width: 12px;
  height: 12px;
  border-radius: 50%;
  border: 2px solid ${color('border-default')};
  border-top-color: ${color('accent')};
  animation: toggle-spin 800ms linear infinite;

  @keyframes toggle-spin {
    to {
      transform: rotate(360deg);
    }
  }
`;
