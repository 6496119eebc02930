// Business constants and limits of spec section 9, plus the fixed choices of the settings
// screens. Durations are in milliseconds unless the name says otherwise.

/** Device classes by viewport width: under 600 mobile, under 1200 tablet, otherwise desktop. */
export const breakpoints = { mobile: 600, tablet: 1200 } as const;
/** The drawer is open initially above this width (section 4). */
export const drawerOpenAboveWidth = breakpoints.tablet;
/** A horizontal swipe longer than this (px) opens or closes the drawer on touch devices. */
export const drawerSwipeThreshold = 100;
/** Visited workspace pages remembered. */
export const historyLength = 10;
/** Dimensions a user may select per workspace, not counting `dimensionsNotCounted`. */
export const dimensionsPerWorkspace = 6;
/** Dimensions that never count toward `dimensionsPerWorkspace`. */
export const dimensionsNotCounted = ['esp', 'dsn', 'cat', 'deferral', 'bounce'] as const;

export const snackbarMs = 3000;
/** "Could not connect to the server." is shown at most once per this interval. */
export const networkErrorThrottleMs = 3000;
export const tooltipDelayMs = 500;
export const resizeThrottleMs = 200;
/** Heartbeat: messages reloaded and the banner shown every 5 minutes. */
export const heartbeatMs = 300_000;
export const startupDelayMs = 1000;
/** A lazily loaded page that takes longer is treated as failed ("the application was updated"). */
export const chunkLoadTimeoutMs = 120_000;
/** The single-sign-on popup is checked for closing this often. */
export const popupCloseCheckMs = 1000;
/** Size of the single-sign-on popup (section 4). */
export const ssoPopupSize = { width: 500, height: 600 } as const;
/** Rolling time-range presets refresh this often. */
export const rollingRefreshMs = 1000;

/** Maximum heights (px) of the default menu, the context menu and the time menu. */
export const menuHeights = { default: 280, context: 200, time: 600 } as const;

export const passwordLength = { min: 12, max: 64 } as const;

/** Calendar: days selectable back from today, and the largest span of a custom range. */
export const calendarWindow = {
  daysBack: 90,
  maxRangeDays: 31,
  monthsShownBack: 3,
  monthsShownAhead: 1,
} as const;
/** The time menu lists half-hour slots. */
export const timeMenuStepMinutes = 30;
/** The month picker offers the current month and the 11 before it. */
export const monthPickerMonths = 12;

/** Data table: row height (px) and rows rendered beyond the visible ones. */
export const tableRowHeight = 36;
export const tableRenderBuffer = 2;

/** Score given to every topic of an email audit report that has no summary. */
export const defaultAuditScore = 5;

/** The client release this contract describes; sent in the version header. */
export const clientVersion = 'v2-0-63-0';

export const languages = ['en', 'fr', 'de'] as const;
export const defaultLanguage = 'en';
/** Display modes; `null` (unset) follows the system setting and is the default. */
export const modes = [null, 'light', 'dark'] as const;
export const defaultMode = null;
export const clocks = ['h12', 'h23'] as const;
export const defaultClock = 'h23';
export const weekStarts = ['sunday', 'monday'] as const;
export const defaultWeekStart = 'sunday';

/** CSV delimiters by name; a BOM is optional. */
export const csvDelimiters = { comma: ',', semicolon: ';', pipe: '|', tab: '\t' } as const;
export const csvDelimiterNames = ['comma', 'semicolon', 'pipe', 'tab'] as const;
export const defaultCsvDelimiter = 'comma';
export const defaultCsvBom = false;

/** Number formats: thousands separator and decimal mark, written as patterns. */
export const numberFormats = ['#.###,##', '#,###.##', '# ###,##', '# ###.##'] as const;
/**
 * The spec gives no default number format. `#,###.##` matches the default language (en).
 */
export const defaultNumberFormat = '#,###.##';

export const defaultTimezone = 'Etc/Zulu';

/** Layout and density choices of the report-layout panel (section 4). */
export const layouts = ['auto', 'one', 'two', 'three'] as const;
export const defaultLayout = 'auto';
export const densities = ['compact', 'comfortable', 'spacious'] as const;
export const defaultDensity = 'spacious';

/** Preference clean-up applied on load (section 4). */
export const preferenceCleanup = {
  removeDimensions: ['cat', 'dsn'],
  addDimension: 'bounce',
  /** added only when the workspace has a deferred metric */
  addDimensionWithDeferrals: 'deferral',
  moveMetricsToEnd: [
    'unique_unsubs',
    'unique_unsub_rate',
    'complaints',
    'complaint_rate',
    'traps',
    'trap_rate',
  ],
  dropMetrics: ['avg_del_time_chrt'],
} as const;

/** Audit topics given `defaultAuditScore` when a report has no summary, in display order. */
export const auditTopics = [
  'CONNECTION',
  'REPUTATION',
  'ENVELOPE',
  'DKIM',
  'HEADER',
  'DMARC',
  'CONTENT',
  'LINKS',
] as const;
