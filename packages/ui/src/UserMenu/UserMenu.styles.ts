import { styled } from 'styled-components';
import { Button, MenuItem, Separator } from 'react-aria-components';
import { listItem } from '../Popover/Popover.styles.ts';
import { color, space } from '../theme/tokens.ts';

export const Trigger = styled(Button)`
  display: inline-flex;
  align-items: center;
  gap: ${space(2)};
  height: var(--control-height);
  max-width: 220px;
  padding: 0 ${space(2)} 0 ${space(1)};
  border: 1px solid transparent;
  border-radius: var(--radius);
  background: transparent;
  color: ${color('fg-default')};
  font: inherit;
  font-weight: 550;
  cursor: pointer;
  outline: none;

  &[data-hovered],
  &[data-pressed] {
    background: ${color('bg-hover')};
  }
  &[data-focus-visible] {
    outline: 2px solid ${color('focus-ring')};
    outline-offset: 2px;
  }
  .name {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .chevron {
    flex: none;
    color: ${color('fg-muted')};
  }

  /* Phones: the initials alone; the name stays the button's accessible name. */
  @media (max-width: 599px) {
    .name {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
    }
  }
`;

export const Avatar = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 28px;
  height: 28px;
  border-radius: 50%;
  background: ${color('accent')};
  color: ${color('fg-on-accent')};
  font-size: 12px;
  font-weight: 650;
`;

export const Header = styled.div`
  display: flex;
  flex-direction: column;
  padding: ${space(2)} ${space(3)};
  min-width: 220px;
  border-bottom: 1px solid ${color('border-default')};
  margin-bottom: ${space(1)};

  .name {
    font-weight: 650;
  }
  .email {
    color: ${color('fg-muted')};
    font-size: 13px;
  }
`;

export const Item = styled(MenuItem)`
  ${listItem}
`;

export const Divider = styled(Separator)`
  height: 1px;
  margin: ${space(1)} 0;
  border: none;
  background: ${color('border-default')};
`;
