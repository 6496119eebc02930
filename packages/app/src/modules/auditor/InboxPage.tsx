// Route module of /{workspace}/email-auditor/inbox (lazy-loaded by the shell).
import { InboxScreen } from './inbox/InboxScreen.tsx';

export function Component() {
  return <InboxScreen />;
}
