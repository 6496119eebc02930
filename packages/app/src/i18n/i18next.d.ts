// Typed translation keys: a key missing from the English files fails the type check.
import 'i18next';
import type { EnglishResources } from './resources.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: EnglishResources;
  }
}
