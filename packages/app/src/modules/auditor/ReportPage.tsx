// Route module of /{workspace}/email-auditor/inbox/{report}/report (lazy-loaded by the shell).
import { ReportScreen } from './report/ReportScreen.tsx';

export function Component() {
  return <ReportScreen />;
}
