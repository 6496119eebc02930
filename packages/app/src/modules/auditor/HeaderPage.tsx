// Route module of /{workspace}/email-auditor/inbox/{report}/header (lazy-loaded by the shell).
import { HeaderScreen } from './tabs/HeaderScreen.tsx';

export function Component() {
  return <HeaderScreen />;
}
