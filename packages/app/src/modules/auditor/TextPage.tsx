// Route module of /{workspace}/email-auditor/inbox/{report}/text (lazy-loaded by the shell).
import { TextScreen } from './tabs/TextScreen.tsx';

export function Component() {
  return <TextScreen />;
}
