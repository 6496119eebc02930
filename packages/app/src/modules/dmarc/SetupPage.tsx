// Route module of /{workspace}/dmarc-reports/setup (lazy-loaded by the shell).
import { SetupScreen } from './setup/SetupScreen.tsx';

export function Component() {
  return <SetupScreen />;
}
