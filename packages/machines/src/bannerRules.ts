// The heartbeat banner (spec section 4): colour by severity, the text in the user's language,
// whether the user has seen it, and whether a newer release asks for a reload.

import { decidedTexts, message, specTexts } from './messages.ts';
import type { Message } from './messages.ts';
import type { Language } from './types.ts';

export interface Heartbeat {
  readonly banner?: string | null;
  readonly fr_banner?: string | null;
  readonly de_banner?: string | null;
  readonly severity?: string | null;
  readonly version?: string | null;
  /** The newest released client version, e.g. "v2-0-64-0". */
  readonly release?: string | null;
  readonly timestamp?: string | number | null;
}

export type BannerColour = 'blue' | 'turquoise' | 'orange' | 'red' | 'grey';

const SEVERITY_COLOURS: Readonly<Record<string, BannerColour>> = {
  INFO: 'blue',
  SUCCESS: 'turquoise',
  WARNING: 'orange',
  ERROR: 'red',
};

export function severityColour(severity: string | null | undefined): BannerColour {
  if (severity && Object.hasOwn(SEVERITY_COLOURS, severity)) {
    return SEVERITY_COLOURS[severity] ?? 'grey';
  }
  return 'grey';
}

function versionNumbers(version: string): number[] {
  return (version.match(/\d+/g) ?? []).map(Number);
}

/** Compares "v2-0-63-0"-style versions number by number: negative, zero or positive. */
export function compareVersions(a: string, b: string): number {
  const left = versionNumbers(a);
  const right = versionNumbers(b);
  for (let index = 0; index < Math.max(left.length, right.length); index += 1) {
    const difference = (left[index] ?? 0) - (right[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

export function isNewerRelease(
  release: string | null | undefined,
  version: string | null | undefined,
): boolean {
  if (!release) return false;
  return !version || compareVersions(release, version) > 0;
}

function toMillis(value: string | number): number {
  if (typeof value === 'number') return value;
  const numeric = Number(value);
  return Number.isFinite(numeric) ? numeric : Date.parse(value);
}

/** A banner is new when its timestamp is later than the last message the user closed. */
export function isUnseen(
  timestamp: string | number | null | undefined,
  lastMessage: string | number | null | undefined,
): boolean {
  if (timestamp === null || timestamp === undefined) return false;
  if (lastMessage === null || lastMessage === undefined) return true;
  return toMillis(timestamp) > toMillis(lastMessage);
}

/** The banner text in the user's language, falling back to English. */
export function bannerText(heartbeat: Heartbeat, language: Language): string | null {
  const localised =
    language === 'fr' ? heartbeat.fr_banner : language === 'de' ? heartbeat.de_banner : null;
  return localised || heartbeat.banner || null;
}

export interface BannerViewer {
  readonly language: Language;
  /** The version the user last acknowledged (user.version). */
  readonly version: string | null;
  /** The timestamp of the last banner the user closed (user.last_message). */
  readonly lastMessage: string | number | null;
}

export interface Banner {
  /** The server's text, already in the user's language; null when only `message` applies. */
  readonly text: string | null;
  readonly message: Message | null;
  readonly colour: BannerColour;
  /** "Reload to update" when a newer release exists. */
  readonly action: Message | null;
}

/** The banner to show for a heartbeat, or null when there is nothing new for this user. */
export function describeBanner(heartbeat: Heartbeat, viewer: BannerViewer): Banner | null {
  const text = bannerText(heartbeat, viewer.language);
  const update = isNewerRelease(heartbeat.release, viewer.version);
  if (update) {
    return {
      text,
      message: text === null ? message(decidedTexts.newVersion) : null,
      colour: 'orange',
      action: message(specTexts.reloadToUpdate),
    };
  }
  if (text === null || !isUnseen(heartbeat.timestamp, viewer.lastMessage)) return null;
  return { text, message: null, colour: severityColour(heartbeat.severity), action: null };
}
