// @console/machines: the console's flows as XState v5 machines, and the pure rules they use.
// Every side effect is a named actor or action that the app supplies with machine.provide().

// The spec values the machines apply (section 9, routes of section 2): copies of the contract's,
// since this package imports nothing of ours; the app's sharedValues.test.ts compares them.
export * as machineConstants from './constants.ts';

// Sign-in and start-up
export { loginMachine } from './loginMachine.ts';
export type {
  LoginContext,
  LoginEvent,
  LoginField,
  LoginInput,
  LoginRequest,
  LoginResult,
} from './loginMachine.ts';
export { passwordResetMachine } from './passwordResetMachine.ts';
export type {
  PasswordResetContext,
  PasswordResetEvent,
  ResetRequest,
} from './passwordResetMachine.ts';
export { passwordChangeMachine } from './passwordChangeMachine.ts';
export type {
  ChangeRequest,
  PasswordChangeContext,
  PasswordChangeEvent,
  PasswordChangeField,
  PasswordChangeInput,
} from './passwordChangeMachine.ts';
export { invitationMachine } from './invitationMachine.ts';
export type {
  AcceptRequest,
  InvitationContext,
  InvitationEvent,
  InvitationField,
  InvitationInput,
  InvitationOffer,
  InvitationRequest,
  InvitationRole,
} from './invitationMachine.ts';
export { ssoPopupMachine } from './ssoPopupMachine.ts';
export type {
  PopupCheckEvent,
  PopupRequest,
  SsoPopupContext,
  SsoPopupEvent,
  SsoPopupInput,
} from './ssoPopupMachine.ts';
export { startupMachine } from './startupMachine.ts';
export type {
  ReferrerParams,
  StartupContext,
  StartupEvent,
  StartupInput,
  StartupStatus,
  WorkspaceParams,
} from './startupMachine.ts';
export { workspaceHistoryMachine } from './workspaceHistoryMachine.ts';
export type {
  WorkspaceHistoryContext,
  WorkspaceHistoryEvent,
  WorkspaceHistoryInput,
} from './workspaceHistoryMachine.ts';

// Shell
export { heartbeatMachine } from './heartbeatMachine.ts';
export type {
  HeartbeatContext,
  HeartbeatEvent,
  HeartbeatInput,
  SeenParams,
} from './heartbeatMachine.ts';
export { drawerMachine } from './drawerMachine.ts';
export type { DrawerContext, DrawerEvent, DrawerInput } from './drawerMachine.ts';
export { snackbarMachine } from './snackbarMachine.ts';
export type { SnackbarContext, SnackbarEvent } from './snackbarMachine.ts';
export { networkErrorsMachine } from './networkErrorsMachine.ts';
export type { NetworkErrorsEvent } from './networkErrorsMachine.ts';
export { resizeThrottleMachine } from './resizeThrottleMachine.ts';
export type {
  ResizeThrottleContext,
  ResizeThrottleEvent,
  WindowSize,
} from './resizeThrottleMachine.ts';

// Run bar and reports
export { timeRangeMachine } from './timeRangeMachine.ts';
export type { TimeRangeContext, TimeRangeEvent, TimeRangeInput } from './timeRangeMachine.ts';
export { calendarMachine } from './calendarMachine.ts';
export type {
  CalendarContext,
  CalendarEvent,
  CalendarInput,
  CalendarOutput,
} from './calendarMachine.ts';
export { filtersMachine } from './filtersMachine.ts';
export type { FiltersContext, FiltersEvent, FiltersInput } from './filtersMachine.ts';
export { presetsMachine } from './presetsMachine.ts';
export type {
  ApplyPresetParams,
  PresetsContext,
  PresetsEvent,
  PresetsInput,
} from './presetsMachine.ts';
export { reportLayoutMachine } from './reportLayoutMachine.ts';
export type {
  ReportLayoutContext,
  ReportLayoutEvent,
  ReportLayoutInput,
} from './reportLayoutMachine.ts';

// Widgets and settings
export { tableSortMachine } from './tableSortMachine.ts';
export type {
  RememberSortParams,
  SortDirection,
  TableSort,
  TableSortContext,
  TableSortEvent,
  TableSortInput,
} from './tableSortMachine.ts';
export { toggleMachine } from './toggleMachine.ts';
export type { ToggleContext, ToggleEvent, ToggleInput } from './toggleMachine.ts';
export { popupFormMachine } from './popupFormMachine.ts';
export type {
  FieldSpec,
  FormValues,
  PopupFormContext,
  PopupFormEvent,
  PopupFormInput,
} from './popupFormMachine.ts';
export { alertsMachine } from './alertsMachine.ts';
export type { AlertRow, AlertsContext, AlertsEvent, AlertsInput } from './alertsMachine.ts';

// Pure rules
export {
  bannerText,
  compareVersions,
  describeBanner,
  isNewerRelease,
  isUnseen,
  severityColour,
} from './bannerRules.ts';
export type { Banner, BannerColour, BannerViewer, Heartbeat } from './bannerRules.ts';
export {
  calendarMonths,
  customRange,
  dayKeyAt,
  daysBetween,
  draftFromRange,
  isDaySelectable,
  orderDays,
} from './calendarRules.ts';
export type { CustomDraft, DayKey } from './calendarRules.ts';
export { deviceClass, isWideScreen } from './device.ts';
export type { DeviceClass } from './device.ts';
export { countedDimensions, dimensionsLabel, isDimensionDisabled } from './dimensionRules.ts';
export {
  addFilterValue,
  filtersFromQuery,
  removeFilter,
  removeFilterValue,
  RUN_BAR_KEYS,
  toggleFilterOperator,
  toRunBarQuery,
} from './filterRules.ts';
export type { RunBarKey, RunBarQuery, RunBarState } from './filterRules.ts';
export { addToHistory } from './historyRules.ts';
export type { HistoryEntry } from './historyRules.ts';
export {
  acceptErrorMessage,
  invitationFailureMessage,
  invitationGone,
  loadFailure,
} from './invitationRules.ts';
export type { InvitationFailure } from './invitationRules.ts';
export { changeErrorMessage, passwordProblem } from './passwordRules.ts';
export { isEmail, isTeamChatCode } from './patterns.ts';
export { cleanPreferences, TRAILING_METRICS } from './preferenceCleanup.ts';
export type { Density, Layout, WorkspacePreferences } from './preferenceCleanup.ts';
export {
  belongsToWorkspace,
  defaultPresetOf,
  deletePreset,
  ignoredFiltersMessage,
  isCustomRangeIncomplete,
  isPresetNameTaken,
  presetKey,
  presetsOfWorkspace,
  sanitisePresetName,
  savePreset,
  splitPresetFilters,
} from './presetRules.ts';
export type {
  Preset,
  PresetDraft,
  PresetEntry,
  PresetMap,
  PresetWorkspace,
} from './presetRules.ts';
export { resolveReferrer } from './referrer.ts';
export {
  chooseWorkspace,
  firstModuleRoute,
  isHomePath,
  isPublicPath,
  NO_WORKSPACE,
  parseStartUrl,
  workspacePath,
} from './startupRules.ts';
export type { ModuleRoute, StartIntent, StartWorkspace, WorkspaceChoice } from './startupRules.ts';
export {
  END_OF_DAY,
  formatTimeOfDay,
  halfHourSlots,
  normaliseTimeEntry,
  parseTimeEntry,
  resolveTimeEntry,
  START_OF_DAY,
} from './timeEntry.ts';
export type { TimeEdge, TimeOfDay } from './timeEntry.ts';
export {
  isRollingPreset,
  isRunnableRange,
  isTimeRangePreset,
  resolvePreset,
  ROLLING_PRESETS,
  TIME_RANGE_PRESETS,
  weekStartsOn,
} from './timeRangePresets.ts';
export type { NamedPreset, TimeRange, TimeRangePreset, ZoneSettings } from './timeRangePresets.ts';

// Messages and shared shapes
export { decidedTexts, formatMessage, message, specTexts } from './messages.ts';
export type { Message, MessageText, NoticeVariant, NotifyParams } from './messages.ts';
export type {
  AuthStatus,
  Clock,
  CsrfTokenParams,
  Filter,
  FilterOperator,
  Language,
  NavigateParams,
  ReloadParams,
  WeekStart,
} from './types.ts';
