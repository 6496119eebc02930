import { useInsertionEffect } from 'react';
import { Popover } from 'react-aria-components';
import { styled } from 'styled-components';
import { color, space } from '../theme/tokens.ts';
import { specValues } from '../specValues.ts';

/** Spec section 9: table row height. The row window relies on it being fixed. */
export const ROW_HEIGHT = specValues.tableRowHeight;

/** Classes of the table's plain elements (no styled component renders with the table). */
export const rootClass = 'dt-root';
export const gridClass = 'dt-grid';
export const visuallyHiddenClass = 'dt-visually-hidden';

// One static stylesheet for every table on the page, inserted once per document. It used to be
// three styled components (root, grid, live region): their templates never vary, yet
// styled-components parsed and serialised the grid's ~200 lines with stylis on a table's first
// render (several ms of the first-render budget). Rows and cells are plain elements styled from
// here by class: a scroll frame renders a few hundred of them, and a styled component per cell
// would cost more than the cell itself. Widths come from --dt-template / --dt-min-width (inline
// on the grid); colours are the theme's custom properties, so a mode switch costs nothing here.
export const dataTableCss = `
.dt-root {
  position: relative;
  width: 100%;
  min-width: 0;
}

/* The scroll box is the grid itself. */
.dt-grid {
  position: relative;
  overflow: auto;
  overscroll-behavior: contain;
  border: 1px solid ${color('border-default')};
  border-radius: var(--radius);
  background: ${color('bg-surface')};
  color: ${color('fg-default')};
  font-variant-numeric: tabular-nums;
}

.dt-grid .dt-head,
.dt-grid .dt-foot {
  position: sticky;
  z-index: 2;
  min-width: var(--dt-min-width);
  background: ${color('bg-subtle')};
}
.dt-grid .dt-head {
  top: 0;
}
.dt-grid .dt-foot {
  bottom: 0;
  font-weight: 600;
  border-top: 1px solid ${color('border-strong')};
}
.dt-grid .dt-body {
  position: relative;
  min-width: var(--dt-min-width);
  contain: layout style;
}

.dt-grid .dt-row {
  display: grid;
  grid-template-columns: var(--dt-template);
  min-width: var(--dt-min-width);
  height: ${ROW_HEIGHT}px;
  border-bottom: 1px solid ${color('border-default')};
}
.dt-grid .dt-row[data-positioned] {
  position: absolute;
  top: 0;
  left: 0;
  width: 100%;
}
.dt-grid .dt-row[data-body] {
  contain: strict;
}
.dt-grid .dt-row[data-body]:hover {
  background: ${color('bg-hover')};
}
.dt-grid .dt-row[aria-selected='true'] {
  background: ${color('accent-subtle')};
}
.dt-grid .dt-row[data-pressable] {
  cursor: pointer;
}
.dt-grid .dt-row.dt-details {
  display: block;
  height: auto;
  background: ${color('bg-canvas')};
  contain: layout paint style;
}

.dt-grid .dt-cell {
  min-width: 0;
  padding: 0 ${space(3)};
  /* Clips like hidden (the ellipsis too) without making every cell a scroll container. */
  overflow: clip;
  outline: none;
  white-space: nowrap;
  text-overflow: ellipsis;
  line-height: ${ROW_HEIGHT - 1}px;
}
.dt-grid .dt-cell[data-align='right'] {
  text-align: right;
}
.dt-grid .dt-cell[data-align='center'] {
  text-align: center;
}
.dt-grid .dt-cell:focus-visible {
  outline: 2px solid ${color('focus-ring')};
  outline-offset: -2px;
}
.dt-grid .dt-cell[data-hover-only] {
  opacity: 0;
}
.dt-grid .dt-row:hover > [data-hover-only],
.dt-grid .dt-row:focus-within > [data-hover-only],
.dt-grid .dt-row[aria-selected='true'] > [data-hover-only] {
  opacity: 1;
}
.dt-grid .dt-leading {
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 0;
}
.dt-grid .dt-details > .dt-cell {
  padding: ${space(3)} ${space(4)};
  white-space: normal;
  line-height: inherit;
}
.dt-grid .dt-message {
  grid-column: 1 / -1;
  text-align: center;
  color: ${color('fg-muted')};
}

.dt-grid .dt-header {
  display: flex;
  align-items: center;
  gap: ${space(1)};
  font-weight: 600;
  user-select: none;
}
.dt-grid .dt-header[data-align='right'] {
  justify-content: flex-end;
}
.dt-grid .dt-header[data-align='center'],
.dt-grid .dt-header[data-group] {
  justify-content: center;
}
.dt-grid .dt-header > .text {
  /* Columns widen to their label (columns.ts); should one still fall short (another face),
     the label ends in an ellipsis: a flex item that may not shrink spilled out at its start. */
  min-width: 0;
  overflow: clip;
  text-overflow: ellipsis;
}
.dt-grid .dt-header[data-sortable] {
  cursor: pointer;
}
.dt-grid .dt-header[data-sortable]:hover {
  background: ${color('bg-hover')};
}
.dt-grid .dt-header[data-group] {
  color: ${color('fg-muted')};
}
.dt-grid .dt-group-row {
  border-bottom: none;
}
.dt-grid [role='columnheader'][data-group] {
  border-bottom: 1px solid ${color('border-default')};
}
.dt-grid .sort-icon {
  flex: none;
  color: ${color('fg-muted')};
}
.dt-grid [aria-sort] > .sort-icon {
  color: ${color('accent')};
}

.dt-grid .dt-pill {
  display: inline-block;
  max-width: 100%;
  overflow: clip;
  text-overflow: ellipsis;
  vertical-align: middle;
  padding: 0 ${space(2)};
  border: 1px solid ${color('border-default')};
  border-radius: 10px;
  background: ${color('bg-subtle')};
  font-size: 12px;
  line-height: 20px;
}
.dt-grid .dt-check {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 16px;
  height: 16px;
  border: 1.5px solid ${color('border-strong')};
  border-radius: 4px;
  color: ${color('fg-on-accent')};
}
.dt-grid [aria-selected='true'] .dt-check {
  background: ${color('accent')};
  border-color: ${color('accent')};
}
/* Also the live region beside the grid. */
.dt-root .dt-visually-hidden {
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
}
.dt-grid .dt-chevron {
  display: inline-flex;
  color: ${color('fg-muted')};
  transition: transform 120ms ease;
}
.dt-grid [aria-expanded='true'] .dt-chevron {
  transform: rotate(90deg);
}
`;

const STYLE_ID = 'console-ui-data-table';

/** Puts the table's stylesheet in the document, once (a hot reload's new text replaces it). */
export function insertDataTableStyles(document: Document) {
  let style = document.getElementById(STYLE_ID);
  if (!style) {
    style = document.createElement('style');
    style.id = STYLE_ID;
    document.head.append(style);
  }
  if (style.textContent !== dataTableCss) style.textContent = dataTableCss;
}

/** The table's stylesheet, inserted before the table's first layout. */
export function useDataTableStyles() {
  useInsertionEffect(() => {
    if (typeof document !== 'undefined') insertDataTableStyles(document);
  }, []);
}

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
