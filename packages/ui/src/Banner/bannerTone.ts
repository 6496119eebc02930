// Maps a heartbeat severity to the banner's tone (spec section 4): INFO blue, SUCCESS turquoise,
// WARNING orange, ERROR red, anything else grey.

export type BannerTone = 'info' | 'success' | 'warning' | 'error' | 'neutral';

const tones: Record<string, BannerTone> = {
  INFO: 'info',
  SUCCESS: 'success',
  WARNING: 'warning',
  ERROR: 'error',
};

/** The tone for a severity; matching ignores case, unknown or missing severities are grey. */
export function bannerTone(severity: string | null | undefined): BannerTone {
  return tones[(severity ?? '').toUpperCase()] ?? 'neutral';
}

/** Errors and warnings interrupt a screen reader (role alert); the rest wait politely (status). */
export function bannerRole(tone: BannerTone): 'alert' | 'status' {
  return tone === 'error' || tone === 'warning' ? 'alert' : 'status';
}
