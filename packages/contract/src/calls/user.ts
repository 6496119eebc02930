// user: calls of any signed-in user about themselves (section 7).
import { z } from 'zod';
import { AccountId, Code, Id, Name, NoInput, Ok, PageUrl } from '../primitives.ts';
import { Alert, AlertMapping, BlocklistExclusions } from '../entities/alerts.ts';
import { Blocklist } from '../entities/blocklist.ts';
import { HelpTopic, Message, ReleaseNote } from '../entities/messages.ts';
import { Language, User, userSettingsShape } from '../entities/user.ts';
import { Workspace } from '../entities/workspace.ts';
import { maxItems, maxLength } from '../limits.ts';
import { ModuleCode } from '../modules.ts';
import { callsOf } from './define.ts';

const call = callsOf('user');

/**
 * users/set takes any subset of the settings; it is also sent with only {version} or
 * {last_message, version}. home and reload_on_sort are not in the spec's list but are user
 * settings of section 3 that the preferences screen changes (default workspace, reload on sort).
 */
export const UserSettings = z.strictObject(userSettingsShape).partial();

/** What raises a Delivery Analytics alert: `alert` (the metric) per value of `scope`. */
export const AlertCondition = Alert.pick({
  threshold: true,
  direction: true,
  min_volume: true,
  window: true,
  values: true,
});
export type AlertCondition = z.infer<typeof AlertCondition>;

/**
 * A row of the alert center: an alert of an account the user receives. Exclusions at the top
 * level apply to every dataset of the alert; a mapping overrides them for its dataset.
 */
export const UserAlert = z.strictObject({
  id: Id,
  scope: Code,
  alert: Code,
  name: Name,
  description: z.string(),
  module: ModuleCode,
  account: AccountId,
  friendly_account: Name,
  channel: z.enum(['email', 'slack']),
  active: z.boolean(),
  mappings: z.array(AlertMapping),
  exclude_rhsbl: BlocklistExclusions,
  exclude_dnsbl: BlocklistExclusions,
  /** module da: its condition, as the account set it; null for the other modules */
  condition: AlertCondition.nullable(),
});
export type UserAlert = z.infer<typeof UserAlert>;

export const UserAlertChange = z.strictObject({
  id: Id,
  scope: Code.optional(),
  alert: Code.optional(),
  active: z.boolean().optional(),
  mappings: z.array(AlertMapping).max(maxItems.list).optional(),
  exclude_rhsbl: BlocklistExclusions.optional(),
  exclude_dnsbl: BlocklistExclusions.optional(),
});

/** The account picker's rows. */
export const AccountSummary = z.strictObject({
  id: AccountId,
  name: Name,
  modules: z.array(ModuleCode),
});

/** What the blocklist-alert modal needs: one switch per list. */
export const BlocklistSummary = Blocklist.pick({
  id: true,
  name: true,
  kind: true,
  description: true,
  delisting_url: true,
});

/** The team-chat OAuth code: letters, digits and dots only (section 5). */
export const SlackCode = z
  .string()
  .trim()
  .min(1)
  .max(maxLength.token)
  .regex(/^[A-Za-z0-9.]+$/)
  .meta({ examples: ['1234.5678.abcd'] });

/** "Your feedback": required text. */
export const FeedbackText = z
  .string()
  .trim()
  .min(1)
  .max(maxLength.body)
  .meta({ examples: ['The bounce report is great.'] });

export const userCalls = [
  call({ resource: 'users', action: 'get', input: NoInput, output: User }),
  call({ resource: 'users', action: 'set', input: UserSettings, output: User }),
  call({ resource: 'alerts', action: 'all', input: NoInput, output: z.array(UserAlert) }),
  call({ resource: 'alerts', action: 'set', input: UserAlertChange, output: UserAlert }),
  call({ resource: 'accounts', action: 'all', input: NoInput, output: z.array(AccountSummary) }),
  call({ resource: 'workspaces', action: 'all', input: NoInput, output: z.array(Workspace) }),
  call({
    resource: 'documentation',
    action: 'all',
    input: z.strictObject({ language: Language }),
    output: z.array(HelpTopic),
  }),
  /** newest first */
  call({ resource: 'messages', action: 'all', input: NoInput, output: z.array(Message) }),
  /** Not in section 7: the release-notes screen needs a source; newest first. */
  call({ resource: 'releases', action: 'all', input: NoInput, output: z.array(ReleaseNote) }),
  call({
    resource: 'feedback',
    action: 'send',
    input: z.strictObject({ message: FeedbackText, url: PageUrl }),
    output: Ok,
  }),
  call({
    resource: 'slack',
    action: 'add',
    input: z.strictObject({ code: SlackCode }),
    output: Ok,
  }),
  call({ resource: 'slack', action: 'del', input: NoInput, output: Ok }),
  call({
    resource: 'blacklists',
    action: 'all',
    input: NoInput,
    output: z.array(BlocklistSummary),
  }),
] as const;
