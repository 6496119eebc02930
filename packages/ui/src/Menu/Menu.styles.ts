import { styled } from 'styled-components';
import { MenuItem, Separator } from 'react-aria-components';
import { listItem } from '../Popover/Popover.styles.ts';
import { color, space } from '../theme/tokens.ts';

export const StyledMenuItem = styled(MenuItem)`
  ${listItem}

  .icon {
    display: inline-flex;
    color: ${color('fg-muted')};
  }
  &[data-danger] .icon {
    color: inherit;
  }
`;

export const MenuSeparator = styled(Separator)`
  height: 1px;
  margin: ${space(1)} 0;
  border: none;
  background: ${color('border-default')};
`;

/** A point at the pointer (or the focused element) that the context menu is positioned against. */
export const Anchor = styled.span`
  position: fixed;
  width: 0;
  height: 0;
  pointer-events: none;
`;
