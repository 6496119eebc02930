// Route module of /{workspace}/email-auditor/inbox/{report}/data (lazy-loaded by the shell).
import { DataScreen } from './tabs/DataScreen.tsx';

export function Component() {
  return <DataScreen />;
}
