// System messages, the heartbeat banner, release notes, the dictionary and help articles.
import { z } from 'zod';
import { maxLength } from '../limits.ts';
import {
  Body,
  ClientVersion,
  Code,
  Description,
  Id,
  IsoDate,
  IsoDateTime,
  Name,
} from '../primitives.ts';

export const severities = ['INFO', 'SUCCESS', 'WARNING', 'ERROR'] as const;
export const Severity = z.enum(severities);
export type Severity = z.infer<typeof Severity>;

/** Banner colour per severity (section 4); anything else is grey. */
export const severityColors = {
  INFO: 'blue',
  SUCCESS: 'turquoise',
  WARNING: 'orange',
  ERROR: 'red',
} as const satisfies Record<Severity, string>;

/** A system message; the fr_ and de_ variants are empty when not translated. */
export const Message = z.strictObject({
  id: Id,
  timestamp: IsoDateTime,
  title: Description,
  message: Body,
  /** the one-line text shown in the heartbeat banner; empty for no banner */
  banner: Description,
  severity: Severity,
  active: z.boolean(),
  /** the client release this message announces, if any */
  release: ClientVersion.nullable(),
  fr_title: Description,
  fr_message: Body,
  fr_banner: Description,
  de_title: Description,
  de_message: Body,
  de_banner: Description,
});
export type Message = z.infer<typeof Message>;

/**
 * What public/system/heartbeat answers: the current banner (null when there is none), the
 * server's version and the latest client release. A release newer than the user's version turns
 * the banner into "Reload to update".
 */
export const Heartbeat = z.strictObject({
  banner: z.string().nullable(),
  fr_banner: z.string().nullable(),
  de_banner: z.string().nullable(),
  severity: Severity.nullable(),
  version: z.string(),
  release: ClientVersion.nullable(),
  /** when the banner's message was published; the client compares it with last_message */
  timestamp: IsoDateTime.nullable(),
});
export type Heartbeat = z.infer<typeof Heartbeat>;

/** Release notes: `notes` in English, `remarques` in French. */
export const ReleaseNote = z.strictObject({
  date: IsoDate,
  notes: Body,
  remarques: Body,
});
export type ReleaseNote = z.infer<typeof ReleaseNote>;

export const DictionaryKey = z
  .string()
  .trim()
  .min(1)
  .max(maxLength.id)
  .regex(/^[A-Za-z0-9][A-Za-z0-9_.:-]*$/)
  .meta({ examples: ['metric.bounce_rate'] });

export const DictionaryEntry = z.strictObject({
  key: DictionaryKey,
  en: Description,
  fr: Description,
  de: Description,
});
export type DictionaryEntry = z.infer<typeof DictionaryEntry>;

/** Help: /documentation/help/{topic}/{article}; bodies are Markdown. */
export const HelpArticle = z.strictObject({
  article: Code,
  title: Name,
  body: z.string(),
});
export const HelpTopic = z.strictObject({
  topic: Code,
  title: Name,
  articles: z.array(HelpArticle),
});
export type HelpTopic = z.infer<typeof HelpTopic>;
