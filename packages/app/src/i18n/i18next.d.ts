// Typed translation keys: a key missing from the English files fails the type check.
import 'i18next';
import type { englishResources } from './resources.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: typeof englishResources;
  }
}
