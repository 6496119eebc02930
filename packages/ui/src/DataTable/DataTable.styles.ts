import { styled } from 'styled-components';
import { Popover } from 'react-aria-components';
import { color, space } from '../theme/tokens.ts';

/** Spec section 9: table row height. The virtualizer relies on it being fixed. */
export const ROW_HEIGHT = 36;

export const Root = styled.div`
  position: relative;
  width: 100%;
  min-width: 0;
`;

// The scroll box is the grid itself; widths come from --dt-template / --dt-min-width (inline).
// Rows and cells are plain elements styled from here by class: a scroll frame renders a few
// hundred of them, and a styled component per cell would cost more than the cell itself.
export const Grid = styled.div`
  position: relative;
  overflow: auto;
  overscroll-behavior: contain;
  border: 1px solid ${color('border-default')};
  border-radius: var(--radius);
  background: ${color('bg-surface')};
  color: ${color('fg-default')};
  font-variant-numeric: tabular-nums;

  .dt-head,
  .dt-foot {
    position: sticky;
    z-index: 2;
    min-width: var(--dt-min-width);
    background: ${color('bg-subtle')};
  }
  .dt-head {
    top: 0;
  }
  .dt-foot {
    bottom: 0;
    font-weight: 600;
    border-top: 1px solid ${color('border-strong')};
  }
  .dt-body {
    position: relative;
    min-width: var(--dt-min-width);
    contain: layout style;
  }

  .dt-row {
    display: grid;
    grid-template-columns: var(--dt-template);
    min-width: var(--dt-min-width);
    height: ${ROW_HEIGHT}px;
    border-bottom: 1px solid ${color('border-default')};
  }
  .dt-row[data-positioned] {
    position: absolute;
    top: 0;
    left: 0;
    width: 100%;
  }
  .dt-row[data-body] {
    contain: strict;
  }
  .dt-row[data-body]:hover {
    background: ${color('bg-hover')};
  }
  .dt-row[aria-selected='true'] {
    background: ${color('accent-subtle')};
  }
  .dt-row[data-pressable] {
    cursor: pointer;
  }
  .dt-row.dt-details {
    display: block;
    height: auto;
    background: ${color('bg-canvas')};
    contain: layout paint style;
  }

  .dt-cell {
    min-width: 0;
    padding: 0 ${space(3)};
    overflow: hidden;
    outline: none;
    white-space: nowrap;
    text-overflow: ellipsis;
    line-height: ${ROW_HEIGHT - 1}px;
  }
  .dt-cell[data-align='right'] {
    text-align: right;
  }
  .dt-cell[data-align='center'] {
    text-align: center;
  }
  .dt-cell:focus-visible {
    outline: 2px solid ${color('focus-ring')};
    outline-offset: -2px;
  }
  .dt-cell[data-hover-only] {
    opacity: 0;
  }
  .dt-row:hover > [data-hover-only],
  .dt-row:focus-within > [data-hover-only],
  .dt-row[aria-selected='true'] > [data-hover-only] {
    opacity: 1;
  }
  .dt-leading {
    display: flex;
    align-items: center;
    justify-content: center;
    padding: 0;
  }
  .dt-details > .dt-cell {
    padding: ${space(3)} ${space(4)};
    white-space: normal;
    line-height: inherit;
  }
  .dt-message {
    grid-column: 1 / -1;
    text-align: center;
    color: ${color('fg-muted')};
  }

  .dt-header {
    display: flex;
    align-items: center;
    gap: ${space(1)};
    font-weight: 600;
    user-select: none;
  }
  .dt-header[data-align='right'] {
    justify-content: flex-end;
  }
  .dt-header[data-align='center'],
  .dt-header[data-group] {
    justify-content: center;
  }
  .dt-header > .text {
    overflow: hidden;
    text-overflow: ellipsis;
  }
  .dt-header[data-sortable] {
    cursor: pointer;
  }
  .dt-header[data-sortable]:hover {
    background: ${color('bg-hover')};
  }
  .dt-header[data-group] {
    color: ${color('fg-muted')};
  }
  .dt-row:has(> [data-group]) {
    border-bottom: none;
  }
  [role='columnheader'][data-group] {
    border-bottom: 1px solid ${color('border-default')};
  }
  .sort-icon {
    flex: none;
    color: ${color('fg-muted')};
  }
  [aria-sort] > .sort-icon {
    color: ${color('accent')};
  }

  .dt-pill {
    display: inline-block;
    max-width: 100%;
    overflow: hidden;
    text-overflow: ellipsis;
    vertical-align: middle;
    padding: 0 ${space(2)};
    border: 1px solid ${color('border-default')};
    border-radius: 10px;
    background: ${color('bg-subtle')};
    font-size: 12px;
    line-height: 20px;
  }
  .dt-check {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 16px;
    height: 16px;
    border: 1.5px solid ${color('border-strong')};
    border-radius: 4px;
    color: ${color('fg-on-accent')};
  }
  [aria-selected='true'] .dt-check {
    background: ${color('accent')};
    border-color: ${color('accent')};
  }
  .dt-visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
  .dt-chevron {
    display: inline-flex;
    color: ${color('fg-muted')};
    transition: transform 120ms ease;
  }
  [aria-expanded='true'] .dt-chevron {
    transform: rotate(90deg);
  }
`;

export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

/** The same, as a class for plain elements inside the grid. */
export const visuallyHiddenClass = 'dt-visually-hidden';

export const MenuPopover = styled(Popover)`
  min-width: 160px;
  padding: ${space(1)} 0;
  border: 1px solid ${color('border-default')};
  border-radius: var(--radius);
  background: ${color('bg-surface')};
  box-shadow: 0 4px 16px rgb(0 0 0 / 18%);
  outline: none;

  .menu {
    outline: none;
  }
  .menu-item {
    padding: ${space(2)} ${space(3)};
    color: ${color('fg-default')};
    cursor: pointer;
    outline: none;
  }
  .menu-item[data-focused] {
    background: ${color('bg-hover')};
  }
`;
