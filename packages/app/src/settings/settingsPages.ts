// The settings pages in navigation order, with their paths (spec section 2) and how a path maps
// to the page it shows.

export const settingsPages = [
  { id: 'profile', path: '/settings/profile' },
  { id: 'preferences', path: '/settings/preferences' },
  { id: 'alerts', path: '/settings/alerts' },
  { id: 'release', path: '/settings/release' },
  { id: 'messages', path: '/settings/messages' },
] as const;

export type SettingsPageId = (typeof settingsPages)[number]['id'];

/** The page a settings path shows; /settings alone is the preferences page. */
export function currentSettingsPage(pathname: string): SettingsPageId | null {
  const match = /^\/settings(?:\/([^/]*))?\/?$/.exec(pathname);
  if (!match) return null;
  const segment = match[1];
  if (!segment) return 'preferences';
  return settingsPages.find((page) => page.id === segment)?.id ?? null;
}
