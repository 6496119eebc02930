// Route module of /{workspace}/email-auditor/inbox/{report}/html (lazy-loaded by the shell).
import { HtmlScreen } from './tabs/HtmlScreen.tsx';

export function Component() {
  return <HtmlScreen />;
}
