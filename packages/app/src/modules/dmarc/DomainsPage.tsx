// Route module of /{workspace}/dmarc-reports/domains (lazy-loaded by the shell).
import { DomainsScreen } from './domains/DomainsScreen.tsx';

export function Component() {
  return <DomainsScreen />;
}
