// Every text a machine shows to a user. Machines put the exact English text in context or in the
// `notify` action; the app translates it, using the English text as the translation key. Texts
// with placeholders ({fields}, {count}) carry their values separately so a translation can place
// them; `formatMessage` gives the English rendering.

/** Texts quoted from spec section 8 (and the labels of sections 4 and 5), unchanged. */
export const specTexts = {
  offline: 'No network connection detected.',
  fetchFailed: 'Could not connect to the server.',
  unknownProvider: 'Unknown provider',
  invalidToken: 'Invalid token',
  loginFailed: 'Failed to login.',
  resetSent: 'Email with token is sent.',
  changeFailed: 'Failed to change password.',
  tokenNotFound: 'Token not found',
  tokenExpired: 'Token expired',
  passwordInsecure: 'Password must contain at least 12 characters',
  passwordUsed: 'Password used before',
  presetNameExists: 'Preset name already exists',
  customRangeIncomplete: 'Custom range requires start and end date',
  presetFiltersIgnored:
    'Some preset filters were ignored because their dimensions are disabled: {fields}.',
  dimensionsSelected: '{count} out of {limit}',
  reloadToUpdate: 'Reload to update',
  // Not produced by a machine, but shown through the snackbar by the app.
  feedbackSent: 'Thank your for your feedback.',
  feedbackFailed: 'Error sending feedback.',
  valueCopied: 'Value copied to clipboard',
  loadFailed: 'Failed to load',
  noOptions: 'No options available',
  noMatches: 'No matches found',
} as const;

/** Texts the spec does not give; chosen here (listed in the README under decisions). */
export const decidedTexts = {
  passwordLength: 'The password must have at least 12 and at most 64 characters.',
  passwordsDiffer: 'The passwords do not match.',
  newVersion: 'A new version is available.',
  appUpdated: 'The application was updated. Reload to continue.',
  presetSaveFailed: 'Failed to save preset.',
  preferencesSaveFailed: 'Failed to save preferences.',
  alertSaveFailed: 'Failed to save alert.',
  teamChatFailed: 'Failed to change the team-chat channel.',
  invalidTeamChatCode: 'Invalid team-chat code.',
  invitationNotFound:
    'This invitation is not valid. It may have been accepted already or withdrawn by the account owner.',
  invitationExpired: 'This invitation has expired. Ask the account owner to invite you again.',
  invitationLoadFailed: 'Failed to load the invitation.',
  invitationAcceptFailed: 'Failed to accept the invitation.',
  accountFull: 'The account is full. Ask its owner to make room for you, then accept again.',
} as const;

export type MessageText =
  (typeof specTexts)[keyof typeof specTexts] | (typeof decidedTexts)[keyof typeof decidedTexts];

export interface Message {
  readonly text: MessageText;
  readonly values?: Readonly<Record<string, string>>;
}

export type NoticeVariant = 'success' | 'error' | 'primary' | 'info' | 'warning';

/** Parameters of the `notify` action: the app shows them in the snackbar. */
export interface NotifyParams {
  readonly message: Message;
  readonly variant: NoticeVariant;
}

export function message(text: MessageText, values?: Readonly<Record<string, string>>): Message {
  return values === undefined ? { text } : { text, values };
}

/** The English rendering: placeholders replaced by their values. */
export function formatMessage({ text, values }: Message): string {
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) => values?.[name] ?? placeholder);
}
