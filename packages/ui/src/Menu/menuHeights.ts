// Heights from spec section 9, in px: above them a menu's content scrolls.

/** Default menu (account, user, tags...). */
export const MENU_MAX_HEIGHT = 280;
/** Context menu of a table cell or row. */
export const CONTEXT_MENU_MAX_HEIGHT = 200;
/** Time-of-day menu of the calendar (half-hour slots). */
export const TIME_MENU_MAX_HEIGHT = 600;
