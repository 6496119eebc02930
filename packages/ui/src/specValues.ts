// The values of the console's spec (section 9, and the placeholder workspace of section 3) that
// the widgets apply, in one place. The library depends on nothing of the console (it is
// published on its own), so these are copies of @console/contract's constants under the same
// names; the console's packages/app/src/sharedValues.test.ts compares them with the contract.
// Components take their defaults from here and export them under their own names.

export const specValues = {
  /** Device classes by viewport width: under 600 mobile, under 1200 tablet. */
  breakpoints: { mobile: 600, tablet: 1200 },
  /** A horizontal swipe longer than this (px) opens or closes the drawer. */
  drawerSwipeThreshold: 100,
  snackbarMs: 3000,
  tooltipDelayMs: 500,
  resizeThrottleMs: 200,
  /** Maximum heights (px) of the default menu, the context menu and the time menu. */
  menuHeights: { default: 280, context: 200, time: 600 },
  /** Days selectable back from today, the longest custom range, the months navigable. */
  calendarWindow: { daysBack: 90, maxRangeDays: 31, monthsShownBack: 3, monthsShownAhead: 1 },
  /** The month picker offers the current month and the 11 before it. */
  monthPickerMonths: 12,
  /** Data table: row height (px) and rows rendered beyond the visible ones. */
  tableRowHeight: 36,
  tableRenderBuffer: 2,
  /** Score of an audit topic without a summary. */
  defaultAuditScore: 5,
  /** The id of the placeholder workspace of a user without workspaces. */
  noWorkspaceId: 'none',
} as const;
