// admin: alerts and what they are made of (templates, content, integrations, blocklists), system
// messages, the dictionary, and the operator's views (issues, usage, user statistics).
import { z } from 'zod';
import { Alert, Content, Integration, IntegrationView, Template } from '../entities/alerts.ts';
import { BlocklistAdd, BlocklistView } from '../entities/blocklist.ts';
import { DictionaryEntry, DictionaryKey, Message } from '../entities/messages.ts';
import {
  AccountId,
  Code,
  DatasetId,
  Id,
  IsoDate,
  IsoDateTime,
  NoInput,
  Ok,
  YearMonth,
} from '../primitives.ts';
import { maxItems } from '../limits.ts';
import { ChangeRecord, Issue, UsageRow, UserStatisticsRow } from '../reports/management.ts';
import { adminCrud } from './crud.ts';
import { callsOf, changeOf } from './define.ts';

const call = callsOf('admin');

const ById = z.strictObject({ id: Id });

// The server assigns ids; friendly_account is the account's name.
export const AlertAdd = Alert.omit({ id: true, friendly_account: true });
export const AlertChange = changeOf(Alert.omit({ friendly_account: true }), ['id']);

/** The activate_template wizard: an alert for an account made from a template. */
export const AlertActivation = z.strictObject({
  template: Id,
  account: AccountId,
  /** datasets the alert watches; empty: every dataset of the account */
  datasets: z.array(DatasetId).max(maxItems.list).default([]),
  active: z.boolean().default(true),
});

// Ids and publication time of a message are set by the server.
export const MessageAdd = Message.omit({ id: true, timestamp: true });
export const TemplateAdd = Template.omit({ id: true });
export const IntegrationAdd = Integration.omit({ id: true });

export const adminContentCalls = [
  call({
    resource: 'alerts',
    action: 'all',
    input: z.strictObject({ account: AccountId.optional() }),
    output: z.array(Alert),
  }),
  call({ resource: 'alerts', action: 'get', input: ById, output: Alert }),
  /**
   * The spec only names `da`. Read here as the Delivery Analytics alerts (module da) of an
   * account or dataset, which the management screen lists apart from blocklist alerts.
   */
  call({
    resource: 'alerts',
    action: 'da',
    input: z.strictObject({ account: AccountId.optional(), dataset: DatasetId.optional() }),
    output: z.array(Alert),
  }),
  call({ resource: 'alerts', action: 'add', input: AlertAdd, output: Alert }),
  call({ resource: 'alerts', action: 'set', input: AlertChange, output: Alert }),
  call({ resource: 'alerts', action: 'del', input: ById, output: Ok }),
  call({ resource: 'alerts', action: 'activate', input: AlertActivation, output: Alert }),

  call({
    resource: 'issues',
    action: 'all',
    input: z
      .strictObject({ start: IsoDateTime, end: IsoDateTime })
      .refine((range) => Date.parse(range.start) <= Date.parse(range.end), {
        message: 'The end lies before the start',
        path: ['end'],
      }),
    output: z.array(Issue),
  }),

  ...adminCrud('messages', {
    entity: Message,
    all: NoInput,
    key: ById,
    add: MessageAdd,
    set: changeOf(Message.omit({ timestamp: true }), ['id']),
  }),
  ...adminCrud('dictionary', {
    entity: DictionaryEntry,
    all: NoInput,
    key: z.strictObject({ key: DictionaryKey }),
    add: DictionaryEntry,
    set: changeOf(DictionaryEntry, ['key']),
  }),
  ...adminCrud('templates', {
    entity: Template,
    all: NoInput,
    key: ById,
    add: TemplateAdd,
    set: changeOf(Template, ['id']),
  }),
  ...adminCrud('content', {
    entity: Content,
    all: NoInput,
    key: z.strictObject({ template: Id }),
    add: Content,
    set: changeOf(Content, ['template']),
  }),
  ...adminCrud('blacklists', {
    entity: BlocklistView,
    all: NoInput,
    key: z.strictObject({ id: Code }),
    add: BlocklistAdd,
    set: changeOf(BlocklistAdd, ['id']),
  }),

  // Integrations keep the spec's verbs; `all` is added for the management list.
  // Their answers hide the URL and header values (IntegrationView).
  call({
    resource: 'integrations',
    action: 'all',
    input: NoInput,
    output: z.array(IntegrationView),
  }),
  call({
    resource: 'integrations',
    action: 'create',
    input: IntegrationAdd,
    output: IntegrationView,
  }),
  call({ resource: 'integrations', action: 'read', input: ById, output: IntegrationView }),
  call({
    resource: 'integrations',
    action: 'update',
    input: changeOf(Integration, ['id']),
    output: IntegrationView,
  }),
  call({ resource: 'integrations', action: 'delete', input: ById, output: Ok }),

  /** usage of every account in a month (the current month when absent) */
  call({
    resource: 'usage',
    action: 'all',
    input: z.strictObject({ month: YearMonth.optional() }),
    output: z.array(UsageRow),
  }),
  /** the change history, newest first (at most 500): of one entity, a resource, or all */
  call({
    resource: 'changes',
    action: 'all',
    input: z.strictObject({
      resource: z
        .string()
        .max(40)
        .regex(/^[a-z_]+$/)
        .optional(),
      subject: z.string().max(400).optional(),
      account: AccountId.optional(),
    }),
    output: z.array(ChangeRecord),
  }),
  call({
    resource: 'statistics',
    action: 'users',
    input: z
      .strictObject({ from: IsoDate, to: IsoDate })
      .refine((range) => range.from <= range.to, {
        message: 'The end lies before the start',
        path: ['to'],
      }),
    output: z.array(UserStatisticsRow),
  }),
] as const;
