// How heartbeatMachine's banner is shown: the machine gives a colour (spec section 4: INFO blue,
// SUCCESS turquoise, WARNING orange, ERROR red, else grey) and the ui Banner takes a severity;
// texts the machine produces itself are keyed by their English wording.
import type { Language, Severity } from '@console/contract';
import { clientVersion } from '@console/contract/constants';
import {
  compareVersions,
  describeBanner,
  isNewerRelease,
  type Banner,
  type BannerColour,
  type MessageText,
} from '@console/machines';

const severities: Record<BannerColour, string | null> = {
  blue: 'INFO',
  turquoise: 'SUCCESS',
  orange: 'WARNING',
  red: 'ERROR',
  grey: null,
};

export const bannerSeverity = (colour: BannerColour): string | null => severities[colour];

export type BannerTextKey = 'bannerNewVersion' | 'bannerReloadToUpdate';

const machineTexts: Partial<Record<MessageText, BannerTextKey>> = {
  'A new version is available.': 'bannerNewVersion',
  'Reload to update': 'bannerReloadToUpdate',
};

/** The translation key of a machine text; an unknown one falls back to "A new version...". */
export const bannerTextKey = (text: MessageText): BannerTextKey =>
  machineTexts[text] ?? 'bannerNewVersion';

/** The server's text (already in the user's language) or the translated machine text. */
export function bannerMessage(banner: Banner, translate: (key: BannerTextKey) => string): string {
  if (banner.text) return banner.text;
  return translate(banner.message ? bannerTextKey(banner.message.text) : 'bannerNewVersion');
}

/**
 * The release this user has loaded: the one recorded (for a first visit, which has nothing
 * recorded, the heartbeat's current release), or this very client when it is newer. Only a
 * release newer than that offers "Reload to update".
 */
export function loadedVersion(recorded: string | null, running: string = clientVersion): string {
  return recorded !== null && compareVersions(recorded, running) >= 0 ? recorded : running;
}

/** A message as an admin writes it: the banner texts, severity and release (contract Message). */
export interface BannerDraft {
  banner: string;
  fr_banner: string;
  de_banner: string;
  /** INFO, SUCCESS, WARNING or ERROR; anything else (a form not filled yet) is grey. */
  severity: string;
  release?: string | null;
}

/** The severities of section 3, in the order of the spec's colours. */
export const previewSeverities: readonly Severity[] = ['INFO', 'SUCCESS', 'WARNING', 'ERROR'];

export interface DraftPreview {
  /** What a reader on `version` sees first: orange with "Reload to update" when the draft's
   * release is newer; null when the draft makes no banner for this language. */
  shown: Banner | null;
  /** With a newer release: the banner once the reader has reloaded (their version is the
   * release); null without a newer release or without text. */
  afterReload: Banner | null;
  /** The text in each severity, to compare colours (null without text). */
  bySeverity: readonly { severity: Severity; banner: Banner | null }[];
}

/**
 * The banners a draft gives a reader of `language` running `version` (this client by default),
 * through the heartbeat's own rule (describeBanner): as a message not yet seen, since a new
 * message is newer than every reader's last_message.
 */
export function previewDraft(
  draft: BannerDraft,
  language: Language,
  version: string = clientVersion,
): DraftPreview {
  const describe = (severity: string, release: string | null, readerVersion: string) =>
    describeBanner(
      { ...draft, severity, release, timestamp: 0 },
      { language, version: readerVersion, lastMessage: null },
    );
  const release = draft.release ?? null;
  return {
    shown: describe(draft.severity, release, version),
    afterReload:
      release !== null && isNewerRelease(release, version)
        ? describe(draft.severity, release, release)
        : null,
    bySeverity: previewSeverities.map((severity) => ({
      severity,
      banner: describe(severity, null, version),
    })),
  };
}

const ownText = (draft: BannerDraft, language: Language): string =>
  language === 'fr' ? draft.fr_banner : language === 'de' ? draft.de_banner : draft.banner;

/**
 * Which readers see which text: `written` lists the languages with a text of their own; `english`
 * the others, who read the English text; `none` the others when there is no English text, who
 * get no banner from this message. A draft without any text shows English alone, or all three
 * languages when a newer release makes a banner of the console's own text.
 */
export function draftLanguages(
  draft: BannerDraft,
  version: string = clientVersion,
): { written: Language[]; english: Language[]; none: Language[] } {
  const all: Language[] = ['en', 'fr', 'de'];
  const written = all.filter((language) => ownText(draft, language) !== '');
  if (written.length === 0) {
    const releaseBanner = isNewerRelease(draft.release, version);
    return { written: releaseBanner ? all : ['en'], english: [], none: [] };
  }
  const others = all.filter((language) => !written.includes(language));
  return draft.banner === ''
    ? { written, english: [], none: others }
    : { written, english: others, none: [] };
}
