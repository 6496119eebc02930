// Route module of /{workspace}/dmarc-reports/domains/{domain}/{source} (lazy-loaded by the shell).
import { SourceScreen } from './source/SourceScreen.tsx';

export function Component() {
  return <SourceScreen />;
}
