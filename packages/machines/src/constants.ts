// Business constants of spec section 9 that the machines need. Kept here, not imported from
// @console/contract, because this package depends on nothing of ours; exported as
// `machineConstants` so that packages/app/src/sharedValues.test.ts compares every value with the
// contract's (packages/contract/README.md, "One source for constants").

export const SNACKBAR_MS = 3000;
export const NETWORK_ERROR_THROTTLE_MS = 3000;
export const RESIZE_THROTTLE_MS = 200;
export const HEARTBEAT_INTERVAL_MS = 300_000;
export const STARTUP_DELAY_MS = 1000;
export const POPUP_CLOSE_CHECK_MS = 1000;
export const ROLLING_REFRESH_MS = 1000;

export const HISTORY_LENGTH = 10;
export const DIMENSIONS_PER_WORKSPACE = 6;
/** Dimensions that never count towards the per-workspace limit. */
export const UNCOUNTED_DIMENSIONS: readonly string[] = ['esp', 'dsn', 'cat', 'deferral', 'bounce'];

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 64;

export const CALENDAR_DAYS_BACK = 90;
export const RANGE_MAX_DAYS = 31;
export const CALENDAR_MONTHS_BACK = 3;
export const CALENDAR_MONTHS_AHEAD = 1;

export const TABLET_MIN_WIDTH = 600;
export const DESKTOP_MIN_WIDTH = 1200;
export const DRAWER_SWIPE_PX = 100;

export const SSO_POPUP_WIDTH = 500;
export const SSO_POPUP_HEIGHT = 600;
export const SSO_PROVIDERS: readonly string[] = ['google', 'microsoft'];
export const SSO_AUTHENTICATE_PATH = '/api/v1.1/auth/authenticate';

export const DEFAULT_TIMEZONE = 'Etc/Zulu';
export const DEFAULT_WEEK_START = 'sunday';
export const DEFAULT_TIME_RANGE_PRESET = 'yesterday';

/** Routes the machines navigate to (spec section 2). */
export const ROUTES = {
  root: '/',
  login: '/authenticate',
  changePassword: '/authenticate/change',
  logout: '/authenticate/logout',
  startupError: '/error.html',
} as const;
