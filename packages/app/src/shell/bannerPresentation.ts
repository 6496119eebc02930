// How heartbeatMachine's banner is shown: the machine gives a colour (spec section 4: INFO blue,
// SUCCESS turquoise, WARNING orange, ERROR red, else grey) and the ui Banner takes a severity;
// texts the machine produces itself are keyed by their English wording.
import { clientVersion } from '@console/contract/constants';
import {
  compareVersions,
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
