// Route module of /{workspace}/dmarc-reports/forensic/{report} (lazy-loaded by the shell).
import { ForensicReportScreen } from './forensic/ForensicReportScreen.tsx';

export function Component() {
  return <ForensicReportScreen />;
}
