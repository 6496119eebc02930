// Route module of /{workspace}/reputation-monitor/ips/{ip} (lazy-loaded by the shell).
import { IpScreen } from './ip/IpScreen.tsx';

export function Component() {
  return <IpScreen />;
}
