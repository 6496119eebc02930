// Route module of /{workspace}/reputation-monitor/home (lazy-loaded by the shell).
import { HomeScreen } from './home/HomeScreen.tsx';

export function Component() {
  return <HomeScreen />;
}
