// Heights from spec section 9, in px: above them a menu's content scrolls.
import { specValues } from '../specValues.ts';

/** Default menu (account, user, tags...). */
export const MENU_MAX_HEIGHT = specValues.menuHeights.default;
/** Context menu of a table cell or row. */
export const CONTEXT_MENU_MAX_HEIGHT = specValues.menuHeights.context;
/** Time-of-day menu of the calendar (half-hour slots). */
export const TIME_MENU_MAX_HEIGHT = specValues.menuHeights.time;
