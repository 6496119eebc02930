// Route module of /{workspace}/delivery-analytics/home (lazy-loaded by the shell).
import { HomeScreen } from './home/HomeScreen.tsx';

export function Component() {
  return <HomeScreen />;
}
