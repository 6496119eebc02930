// One source for every constant and list: @console/contract. The ui library and the machines
// depend on nothing of ours (ARCHITECTURE.md; eslint.config.js fails on such an import), so the
// spec values they apply are copies of the contract's. This test lives in the one package that
// depends on all three and fails as soon as a copy drifts: section 9's constants, the time-range
// presets, the module start routes, the placeholder workspace, the choices of section 3 and the
// texts of section 8. The app itself holds no copy: it imports the contract's.
import { describe, expect, expectTypeOf, it } from 'vitest';
import { authCallByName, noWorkspaceId, ssoProviders } from '@console/contract';
import * as contract from '@console/contract/constants';
import { moduleCodes, startRouteFor, type ModuleCode } from '@console/contract/moduleCodes';
import { texts } from '@console/contract/texts';
import {
  defaultTimeRangePreset,
  rollingTimeRangePresets,
  timeRangePresets,
  type TimeRangePresetName,
} from '@console/contract/timeRangePresets';
import {
  cleanPreferences,
  firstModuleRoute,
  halfHourSlots as machineHalfHourSlots,
  machineConstants,
  NO_WORKSPACE,
  ROLLING_PRESETS,
  specTexts,
  TIME_RANGE_PRESETS as MACHINE_PRESETS,
  type Clock,
  type Density,
  type Language,
  type Layout,
  type TimeRangePreset as MachinePreset,
  type WeekStart,
} from '@console/machines';
import {
  DEFAULT_TIME_RANGE_PRESET,
  DUPLICATE_PRESET_MESSAGE,
  halfHourSlots as uiHalfHourSlots,
  specValues,
  TIME_RANGE_PRESETS as UI_PRESETS,
  type TimeRangePreset as UiPreset,
} from '@console/ui';
import { pathOf } from './routes/namedRoutes.ts';
import { canonicalPathOf } from './routes/resolveWorkspacePath.ts';
import { pageByName } from './routes/workspaceRoutes.ts';

describe('the machines', () => {
  it('apply the constants of section 9 as the contract gives them', () => {
    expect(machineConstants).toMatchObject({
      SNACKBAR_MS: contract.snackbarMs,
      NETWORK_ERROR_THROTTLE_MS: contract.networkErrorThrottleMs,
      RESIZE_THROTTLE_MS: contract.resizeThrottleMs,
      HEARTBEAT_INTERVAL_MS: contract.heartbeatMs,
      STARTUP_DELAY_MS: contract.startupDelayMs,
      POPUP_CLOSE_CHECK_MS: contract.popupCloseCheckMs,
      ROLLING_REFRESH_MS: contract.rollingRefreshMs,
      HISTORY_LENGTH: contract.historyLength,
      DIMENSIONS_PER_WORKSPACE: contract.dimensionsPerWorkspace,
      UNCOUNTED_DIMENSIONS: contract.dimensionsNotCounted,
      PASSWORD_MIN_LENGTH: contract.passwordLength.min,
      PASSWORD_MAX_LENGTH: contract.passwordLength.max,
      CALENDAR_DAYS_BACK: contract.calendarWindow.daysBack,
      RANGE_MAX_DAYS: contract.calendarWindow.maxRangeDays,
      CALENDAR_MONTHS_BACK: contract.calendarWindow.monthsShownBack,
      CALENDAR_MONTHS_AHEAD: contract.calendarWindow.monthsShownAhead,
      TABLET_MIN_WIDTH: contract.breakpoints.mobile,
      DESKTOP_MIN_WIDTH: contract.breakpoints.tablet,
      DRAWER_SWIPE_PX: contract.drawerSwipeThreshold,
      SSO_POPUP_WIDTH: contract.ssoPopupSize.width,
      SSO_POPUP_HEIGHT: contract.ssoPopupSize.height,
      SSO_PROVIDERS: ssoProviders,
      SSO_AUTHENTICATE_PATH: authCallByName('sso').path,
      DEFAULT_TIMEZONE: contract.defaultTimezone,
      DEFAULT_WEEK_START: contract.defaultWeekStart,
      DEFAULT_TIME_RANGE_PRESET: defaultTimeRangePreset,
    });
  });

  it('compare every one of their constants here', () => {
    // A constant added to packages/machines/src/constants.ts is listed above, or here if it is
    // not the contract's (ROUTES are the app's addresses, checked below).
    expect(Object.keys(machineConstants).sort()).toEqual(
      [
        'SNACKBAR_MS',
        'NETWORK_ERROR_THROTTLE_MS',
        'RESIZE_THROTTLE_MS',
        'HEARTBEAT_INTERVAL_MS',
        'STARTUP_DELAY_MS',
        'POPUP_CLOSE_CHECK_MS',
        'ROLLING_REFRESH_MS',
        'HISTORY_LENGTH',
        'DIMENSIONS_PER_WORKSPACE',
        'UNCOUNTED_DIMENSIONS',
        'PASSWORD_MIN_LENGTH',
        'PASSWORD_MAX_LENGTH',
        'CALENDAR_DAYS_BACK',
        'RANGE_MAX_DAYS',
        'CALENDAR_MONTHS_BACK',
        'CALENDAR_MONTHS_AHEAD',
        'TABLET_MIN_WIDTH',
        'DESKTOP_MIN_WIDTH',
        'DRAWER_SWIPE_PX',
        'SSO_POPUP_WIDTH',
        'SSO_POPUP_HEIGHT',
        'SSO_PROVIDERS',
        'SSO_AUTHENTICATE_PATH',
        'DEFAULT_TIMEZONE',
        'DEFAULT_WEEK_START',
        'DEFAULT_TIME_RANGE_PRESET',
        'ROUTES',
      ].sort(),
    );
    expect(machineConstants.ROUTES.logout).toBe(pathOf('logout'));
  });

  it('resolve the time-range presets of section 4, rolling ones included', () => {
    expect(MACHINE_PRESETS).toEqual(timeRangePresets);
    expect(ROLLING_PRESETS).toEqual(rollingTimeRangePresets);
    expectTypeOf<MachinePreset>().toEqualTypeOf<TimeRangePresetName>();
  });

  it('open the start route of the contract for every set of modules', () => {
    const subsets = moduleCodes.reduce<ModuleCode[][]>(
      (sets, code) => [...sets, ...sets.map((set) => [...set, code])],
      [[]],
    );
    expect(subsets).toHaveLength(16);
    for (const modules of subsets) {
      const name = startRouteFor(modules);
      const page = pageByName(name);
      expect(page, name).toBeDefined();
      expect(firstModuleRoute(modules)).toEqual({ name, path: page && canonicalPathOf(page) });
    }
  });

  it('give a user without workspaces the contract placeholder', () => {
    expect(NO_WORKSPACE.id).toBe(noWorkspaceId);
    expect(NO_WORKSPACE.name).toBe(texts.noWorkspaces);
  });

  it('clean preferences up as the contract says', () => {
    const cleanup = contract.preferenceCleanup;
    const cleaned = cleanPreferences(
      {
        dimensions: ['domain', ...cleanup.removeDimensions],
        metrics: [...cleanup.moveMetricsToEnd, ...cleanup.dropMetrics, 'sent'],
      },
      ['deferred'],
    );
    expect(cleaned).toEqual({
      dimensions: ['domain', cleanup.addDimension, cleanup.addDimensionWithDeferrals],
      metrics: ['sent', ...cleanup.moveMetricsToEnd],
    });
    expect(cleanPreferences({ dimensions: [], metrics: [] }, []).dimensions).toEqual([
      cleanup.addDimension,
    ]);
  });

  it('offer half-hour slots in the time menu', () => {
    const minutes = machineHalfHourSlots('from').map((slot) => slot.hours * 60 + slot.minutes);
    expect(minutes[1]).toBe(contract.timeMenuStepMinutes);
    expect(minutes).toHaveLength((24 * 60) / contract.timeMenuStepMinutes);
  });

  it('speak the texts of section 8 as the contract writes them', () => {
    const contractTexts: readonly string[] = Object.values(texts);
    // The two labels the machines add are not section 8 texts.
    expect(Object.values(specTexts).filter((text) => !contractTexts.includes(text))).toEqual([
      '{count} out of {limit}',
      'Reload to update',
    ]);
  });

  it('type languages, clocks, week starts, layouts and densities as the contract lists them', () => {
    expectTypeOf<Language>().toEqualTypeOf<(typeof contract.languages)[number]>();
    expectTypeOf<Clock>().toEqualTypeOf<(typeof contract.clocks)[number]>();
    expectTypeOf<WeekStart>().toEqualTypeOf<(typeof contract.weekStarts)[number]>();
    expectTypeOf<Layout>().toEqualTypeOf<(typeof contract.layouts)[number]>();
    // The layout panel offers two of the three densities (comfortable reads as spacious).
    expectTypeOf<Density>().toExtend<(typeof contract.densities)[number]>();
  });
});

describe('the ui library', () => {
  it('applies the constants of section 9 as the contract gives them', () => {
    expect(specValues).toEqual({
      breakpoints: contract.breakpoints,
      drawerSwipeThreshold: contract.drawerSwipeThreshold,
      snackbarMs: contract.snackbarMs,
      tooltipDelayMs: contract.tooltipDelayMs,
      resizeThrottleMs: contract.resizeThrottleMs,
      menuHeights: contract.menuHeights,
      calendarWindow: contract.calendarWindow,
      monthPickerMonths: contract.monthPickerMonths,
      tableRowHeight: contract.tableRowHeight,
      tableRenderBuffer: contract.tableRenderBuffer,
      defaultAuditScore: contract.defaultAuditScore,
      noWorkspaceId: noWorkspaceId,
    });
  });

  it('offers the time-range presets of section 4 and half-hour slots', () => {
    expect(UI_PRESETS).toEqual(timeRangePresets);
    expect(DEFAULT_TIME_RANGE_PRESET).toBe(defaultTimeRangePreset);
    expectTypeOf<UiPreset>().toEqualTypeOf<TimeRangePresetName>();
    expect(uiHalfHourSlots('from')[1]).toBe(contract.timeMenuStepMinutes);
  });

  it('refuses a duplicate preset name with the section 8 text', () => {
    expect(DUPLICATE_PRESET_MESSAGE).toBe(texts.presetNameExists);
  });
});
