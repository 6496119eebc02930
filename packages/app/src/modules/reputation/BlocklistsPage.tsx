// Route module of /{workspace}/reputation-monitor/blocklists (lazy-loaded by the shell).
import { BlocklistsScreen } from './blocklists/BlocklistsScreen.tsx';

export function Component() {
  return <BlocklistsScreen />;
}
