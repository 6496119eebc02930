// Route module of /{workspace}/dmarc-reports/forensic (lazy-loaded by the shell).
import { ForensicScreen } from './forensic/ForensicScreen.tsx';

export function Component() {
  return <ForensicScreen />;
}
