// User-facing texts of section 8, in English, as the spec writes them. The app translates by
// key; these are the source strings and the fallback. `{fields}` is a placeholder.

export const texts = {
  offline: 'No network connection detected.',
  connectionFailed: 'Could not connect to the server.',
  // Sic: the spec's text, typo included, so screens match it exactly.
  feedbackSent: 'Thank your for your feedback.',
  feedbackFailed: 'Error sending feedback.',
  unknownProvider: 'Unknown provider',
  invalidToken: 'Invalid token',
  loginFailed: 'Failed to login.',
  resetSent: 'Email with token is sent.',
  tokenNotFound: 'Token not found',
  tokenExpired: 'Token expired',
  passwordInsecure: 'Password must contain at least 12 characters',
  passwordUsed: 'Password used before',
  changePasswordFailed: 'Failed to change password.',
  presetNameExists: 'Preset name already exists',
  customRangeIncomplete: 'Custom range requires start and end date',
  presetFiltersIgnored:
    'Some preset filters were ignored because their dimensions are disabled: {fields}.',
  valueCopied: 'Value copied to clipboard',
  noOptions: 'No options available',
  noMatches: 'No matches found',
  loadFailed: 'Failed to load',
  somethingWentWrong: 'Something went wrong',
  noWorkspaces: 'No workspaces available',
} as const;

export type TextKey = keyof typeof texts;

/** Replaces `{name}` placeholders, e.g. `formatText(texts.presetFiltersIgnored, { fields: 'ip' })`. */
export function formatText(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
