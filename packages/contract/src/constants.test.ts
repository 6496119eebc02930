// Constants of section 9, the metric catalogue of section 3, the presets of section 4, module
// routes of section 2 and the error catalogue of section 8, value by value.
import { describe, expect, it } from 'vitest';
import {
  breakpoints,
  calendarWindow,
  changePasswordErrorText,
  chunkLoadTimeoutMs,
  clientVersion,
  clocks,
  csvDelimiters,
  defaultAuditScore,
  defaultLanguage,
  defaultMode,
  defaultTimeRangePreset,
  defaultTimezone,
  dimensionsNotCounted,
  dimensionsPerWorkspace,
  drawerSwipeThreshold,
  formatText,
  hardBounceCategories,
  heartbeatMs,
  historyLength,
  httpStatusByError,
  isPushSource,
  isRollingPreset,
  isTimeRangePreset,
  languages,
  menuHeights,
  metricCatalogue,
  metricIds,
  moduleCodes,
  modulePaths,
  moduleStartRoutes,
  modes,
  networkErrorThrottleMs,
  noModuleRoute,
  noWorkspace,
  numberFormats,
  passwordLength,
  Platform,
  platforms,
  popupCloseCheckMs,
  pushSources,
  resizeThrottleMs,
  rollingTimeRangePresets,
  signInErrorText,
  snackbarMs,
  startRouteFor,
  startupDelayMs,
  tableRenderBuffer,
  tableRowHeight,
  texts,
  timeRangePresets,
  timeseriesBucket,
  tooltipDelayMs,
  User,
  userDefaults,
  weekStarts,
  Workspace,
} from './index.ts';

describe('section 9 constants', () => {
  it('match the table', () => {
    expect(breakpoints).toEqual({ mobile: 600, tablet: 1200 });
    expect(drawerSwipeThreshold).toBe(100);
    expect(historyLength).toBe(10);
    expect(dimensionsPerWorkspace).toBe(6);
    expect(dimensionsNotCounted).toEqual(['esp', 'dsn', 'cat', 'deferral', 'bounce']);
    expect(snackbarMs).toBe(3000);
    expect(networkErrorThrottleMs).toBe(3000);
    expect(tooltipDelayMs).toBe(500);
    expect(resizeThrottleMs).toBe(200);
    expect(heartbeatMs).toBe(300_000);
    expect(startupDelayMs).toBe(1000);
    expect(chunkLoadTimeoutMs).toBe(120_000);
    expect(popupCloseCheckMs).toBe(1000);
    expect(menuHeights).toEqual({ default: 280, context: 200, time: 600 });
    expect(passwordLength).toEqual({ min: 12, max: 64 });
    expect(calendarWindow.daysBack).toBe(90);
    expect(calendarWindow.maxRangeDays).toBe(31);
    expect(tableRowHeight).toBe(36);
    expect(tableRenderBuffer).toBe(2);
    expect(defaultAuditScore).toBe(5);
    expect(clientVersion).toBe('v2-0-63-0');
    expect(languages).toEqual(['en', 'fr', 'de']);
    expect(defaultLanguage).toBe('en');
    expect(modes).toEqual([null, 'light', 'dark']);
    expect(defaultMode).toBeNull();
    expect(clocks).toEqual(['h12', 'h23']);
    expect(weekStarts).toEqual(['sunday', 'monday']);
    expect(csvDelimiters).toEqual({ comma: ',', semicolon: ';', pipe: '|', tab: '\t' });
    expect(numberFormats).toEqual(['#.###,##', '#,###.##', '# ###,##', '# ###.##']);
    expect(defaultTimezone).toBe('Etc/Zulu');
  });

  it('give a new user the defaults of section 3', () => {
    expect(userDefaults).toMatchObject({
      language: 'en',
      timezone: 'Etc/Zulu',
      clock: 'h23',
      week: 'sunday',
      delimiter: 'comma',
      mode: null,
    });
    const user = { id: 'ana@example.com', name: 'Ana', ...userDefaults };
    expect(User.safeParse(user).success).toBe(true);
  });
});

describe('metric catalogue', () => {
  const styleOf = Object.fromEntries(metricCatalogue.map((metric) => [metric.id, metric.style]));

  it('has exactly the 22 metrics of section 3, in order', () => {
    expect(metricCatalogue.map((metric) => metric.id)).toEqual([...metricIds]);
    expect(metricIds).toHaveLength(22);
  });

  it('styles rates as percent, avg_del_time as time and counts as decimal', () => {
    expect(styleOf).toEqual({
      submitted: 'decimal',
      sent: 'decimal',
      deferred: 'decimal',
      deferred_rate: 'percent',
      delivered: 'decimal',
      bounced: 'decimal',
      bounce_rate: 'percent',
      avg_del_time: 'time',
      opens: 'decimal',
      open_rate: 'percent',
      unique_opens: 'decimal',
      unique_open_rate: 'percent',
      unique_opens_ex_nhi: 'decimal',
      unique_open_rate_ex_nhi: 'percent',
      complaints: 'decimal',
      complaint_rate: 'percent',
      unique_clicks: 'decimal',
      unique_click_rate: 'percent',
      unique_unsubs: 'decimal',
      unique_unsub_rate: 'percent',
      traps: 'decimal',
      trap_rate: 'percent',
    });
  });

  it('defines each rate over sent or delivered as the domain doc says', () => {
    const rates = metricCatalogue
      .filter((metric) => metric.kind === 'rate')
      .map((metric) => `${metric.id}=${metric.numerator}/${metric.denominator}`);
    expect(rates).toEqual([
      'deferred_rate=deferred/sent',
      'bounce_rate=bounced/sent',
      'open_rate=opens/delivered',
      'unique_open_rate=unique_opens/delivered',
      'unique_open_rate_ex_nhi=unique_opens_ex_nhi/delivered',
      'complaint_rate=complaints/delivered',
      'unique_click_rate=unique_clicks/delivered',
      'unique_unsub_rate=unique_unsubs/delivered',
      'trap_rate=traps/sent',
    ]);
  });
});

describe('time-range presets', () => {
  it('lists the presets of section 4 with yesterday as default', () => {
    expect(timeRangePresets).toEqual([
      'last60minutes',
      'today',
      'yesterday',
      'last24hours',
      'last72hours',
      'last3days',
      'thisWeek',
      'last7days',
      'lastWeek',
      'thisMonth',
      'last30days',
      'lastMonth',
      'custom',
    ]);
    expect(defaultTimeRangePreset).toBe('yesterday');
    expect(rollingTimeRangePresets).toEqual([
      'last60minutes',
      'today',
      'last24hours',
      'last72hours',
    ]);
    expect(isRollingPreset('today')).toBe(true);
    expect(isRollingPreset('yesterday')).toBe(false);
    expect(isTimeRangePreset('last7days')).toBe(true);
    expect(isTimeRangePreset('last8days')).toBe(false);
  });

  it('buckets by hour up to 72 hours and by day beyond', () => {
    expect(timeseriesBucket({ start: '2024-05-01T00:00:00Z', end: '2024-05-04T00:00:00Z' })).toBe(
      'hour',
    );
    expect(timeseriesBucket({ start: '2024-05-01T00:00:00Z', end: '2024-05-04T01:00:00Z' })).toBe(
      'day',
    );
  });
});

describe('modules', () => {
  it('open their first route in the order da, rm, ea, dr', () => {
    expect(moduleCodes).toEqual(['da', 'rm', 'ea', 'dr']);
    expect(moduleStartRoutes).toEqual({
      da: 'delivery-analytics-report',
      rm: 'reputation-monitor-ips',
      ea: 'email-auditor-inbox',
      dr: 'dmarc-reports-domains',
    });
    expect(noModuleRoute).toBe('delivery-analytics-home');
    expect(startRouteFor(['dr', 'ea'])).toBe('email-auditor-inbox');
    expect(startRouteFor([])).toBe('delivery-analytics-home');
  });

  it('live under their path, which starts each start route', () => {
    expect(modulePaths).toEqual({
      da: 'delivery-analytics',
      rm: 'reputation-monitor',
      ea: 'email-auditor',
      dr: 'dmarc-reports',
    });
    for (const code of moduleCodes) {
      expect(moduleStartRoutes[code].startsWith(`${modulePaths[code]}-`)).toBe(true);
    }
  });

  it('give a user without workspaces the placeholder', () => {
    expect(noWorkspace.id).toBe('none');
    expect(noWorkspace.name).toBe('No workspaces available');
    expect(Workspace.safeParse(noWorkspace).success).toBe(true);
  });

  it('count bad-mailbox, inactive-mailbox and bad-domain as hard bounces', () => {
    expect(hardBounceCategories).toEqual(['bad-mailbox', 'inactive-mailbox', 'bad-domain']);
  });
});

describe('platforms', () => {
  it('are the push sources in the order the server lists them, then other', () => {
    expect(pushSources).toEqual([
      'powermta',
      'kumomta',
      'halon',
      'mailerq',
      'sendgrid',
      'mailgun',
      'sparkpost',
      'ses',
    ]);
    expect(platforms).toEqual([...pushSources, 'other']);
    expect(Platform.options).toEqual(platforms);
    expect(isPushSource('ses')).toBe(true);
    expect(isPushSource('other')).toBe(false);
  });
});

describe('errors', () => {
  it('map each name to its HTTP status', () => {
    expect(httpStatusByError).toEqual({
      ResetTokenNotFound: 404,
      ResetTokenExpired: 410,
      PasswordInsecure: 400,
      PasswordUsed: 400,
      InvitationNotFound: 404,
      InvitationExpired: 410,
      ValidationError: 400,
      Unauthorized: 401,
      Forbidden: 403,
      NotFound: 404,
      CsrfTokenInvalid: 401,
      TooManyRequests: 429,
      PayloadTooLarge: 413,
      LimitExceeded: 422,
      Conflict: 409,
      ModuleDisabled: 403,
      InternalError: 500,
      UnknownProvider: 400,
      InvalidToken: 400,
      InvalidCredentials: 400,
      SecondFactorRequired: 400,
    });
  });

  it('show the texts of section 8', () => {
    expect(changePasswordErrorText('ResetTokenNotFound')).toBe('Token not found');
    expect(changePasswordErrorText('ResetTokenExpired')).toBe('Token expired');
    expect(changePasswordErrorText('PasswordInsecure')).toBe(
      'Password must contain at least 12 characters',
    );
    expect(changePasswordErrorText('PasswordUsed')).toBe('Password used before');
    expect(changePasswordErrorText('InternalError')).toBe('Failed to change password.');
    expect(signInErrorText('UnknownProvider')).toBe('Unknown provider');
    expect(signInErrorText('InvalidToken')).toBe('Invalid token');
    expect(signInErrorText('InvalidCredentials')).toBe('Failed to login.');
    expect(texts.feedbackSent).toBe('Thank your for your feedback.');
    expect(texts.connectionFailed).toBe('Could not connect to the server.');
    expect(texts.offline).toBe('No network connection detected.');
    expect(texts.resetSent).toBe('Email with token is sent.');
    expect(formatText(texts.presetFiltersIgnored, { fields: 'ip, vmta' })).toBe(
      'Some preset filters were ignored because their dimensions are disabled: ip, vmta.',
    );
  });
});
