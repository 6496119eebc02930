// Typed translation keys: a key missing from the English files fails the type check.
import 'i18next';
import type { EnglishResources, fallbackNamespace } from './resources.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    fallbackNS: typeof fallbackNamespace;
    resources: EnglishResources;
  }
}
