// Route module of /{workspace}/reputation-monitor/domains (lazy-loaded by the shell).
import { AssetsScreen } from './assets/AssetsScreen.tsx';

export function Component() {
  return <AssetsScreen kind="domain" />;
}
