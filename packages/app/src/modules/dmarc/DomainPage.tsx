// Route module of /{workspace}/dmarc-reports/domains/{domain} (lazy-loaded by the shell).
import { DomainScreen } from './domain/DomainScreen.tsx';

export function Component() {
  return <DomainScreen />;
}
