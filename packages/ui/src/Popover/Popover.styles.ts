// Look of every floating surface (select and combo box lists, menus) and of the items in them.
// react-aria positions the popover; these styles only paint it.
import { css, styled } from 'styled-components';
import { ListBoxItem, Popover as AriaPopover } from 'react-aria-components';
import { color, space } from '../theme/tokens.ts';

export const StyledPopover = styled(AriaPopover)`
  min-width: var(--trigger-width, 160px);
  overflow: auto;
  padding: ${space(1)} 0;
  border: 1px solid ${color('border-default')};
  border-radius: var(--radius);
  background: ${color('bg-surface')};
  color: ${color('fg-default')};
  box-shadow: 0 8px 24px ${color('shadow')};
  outline: none;

  /* Around a list, the list is the scrolling box, not the popover: react-aria scrolls the
     focused option into view within the collection's element, so arrows through a long list
     keep the option in sight (and never scroll the page, which would close the popover). */
  &:has(> .listbox),
  &:has(> .menu) {
    display: flex;
    flex-direction: column;
    overflow: hidden;
  }
  .listbox,
  .menu {
    flex: 1 1 auto;
    min-height: 0;
    overflow: auto;
    outline: none;
  }
`;

/** An option or menu item: react-aria moves focus (virtually for a combo box) and selection. */
export const listItem = css`
  display: flex;
  align-items: center;
  gap: ${space(2)};
  min-height: calc(var(--control-height) - 4px);
  padding: 0 ${space(3)};
  cursor: default;
  outline: none;
  color: ${color('fg-default')};

  .check {
    flex: none;
    width: 16px;
    color: ${color('accent')};
  }
  &[data-focused],
  &[data-hovered] {
    background: ${color('bg-hover')};
  }
  &[data-focus-visible] {
    box-shadow: inset 2px 0 0 ${color('focus-ring')};
  }
  &[data-selected] {
    font-weight: 600;
  }
  &[data-disabled] {
    color: ${color('fg-muted')};
    cursor: not-allowed;
  }
  &[data-danger] {
    color: ${color('danger')};
  }
`;

export const StyledListBoxItem = styled(ListBoxItem)`
  ${listItem}
`;

export const EmptyText = styled.div`
  padding: ${space(2)} ${space(3)};
  color: ${color('fg-muted')};
  font-style: italic;
`;
