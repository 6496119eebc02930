// Route module of /{workspace}/delivery-analytics/search (lazy-loaded by the shell).
import { SearchScreen } from './search/SearchScreen.tsx';

export function Component() {
  return <SearchScreen />;
}
