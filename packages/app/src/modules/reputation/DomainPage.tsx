// Route module of /{workspace}/reputation-monitor/domains/{domain} (lazy-loaded by the shell).
import { DomainScreen } from './domain/DomainScreen.tsx';

export function Component() {
  return <DomainScreen />;
}
