// The translation resources: one JSON file per language and namespace. common, errors and auth
// (the sign-in page) are what every public page needs, account the other public pages (password
// reset and change, invitation, sign-out); shell (the frame of the signed-in app and the page
// titles), settings, administration, delivery, dmarc, reputation, auditor and report (the report
// kit's texts, shared by every module's report screens) belong to the signed-in app. English
// common, errors and auth are bundled with the app; every other file is its own chunk
// (localeFiles.ts), fetched the first time a page needs it (the module manifests and the page
// modules name each page's namespaces), so the sign-in page carries only its own texts.
import { languages } from '@console/contract/constants';
import type enAccount from './locales/en/account.json';
import type enAdministration from './locales/en/administration.json';
import type enAuditor from './locales/en/auditor.json';
import enAuth from './locales/en/auth.json';
import enCommon from './locales/en/common.json';
import type enDelivery from './locales/en/delivery.json';
import type enDmarc from './locales/en/dmarc.json';
import enErrors from './locales/en/errors.json';
import type enManagement from './locales/en/management.json';
import type enReport from './locales/en/report.json';
import type enReputation from './locales/en/reputation.json';
import type enSettings from './locales/en/settings.json';
import type enShell from './locales/en/shell.json';

export const namespaces = [
  'common',
  'errors',
  'shell',
  'auth',
  'account',
  'settings',
  'delivery',
  'report',
  'dmarc',
  'reputation',
  'auditor',
  'administration',
  'management',
] as const;
export type Namespace = (typeof namespaces)[number];
/** The console's languages, spec section 9's list. */
export { languages };
export type Language = (typeof languages)[number];

/** The English texts of every namespace: the translation keys' types (i18next.d.ts). */
export interface EnglishResources {
  common: typeof enCommon;
  errors: typeof enErrors;
  shell: typeof enShell;
  auth: typeof enAuth;
  account: typeof enAccount;
  settings: typeof enSettings;
  delivery: typeof enDelivery;
  report: typeof enReport;
  dmarc: typeof enDmarc;
  reputation: typeof enReputation;
  auditor: typeof enAuditor;
  administration: typeof enAdministration;
  management: typeof enManagement;
}

/** The namespaces bundled in English, so the first page renders without a fetch (localeFiles.ts
 * leaves them out). */
export const bundledEnglish = { common: enCommon, errors: enErrors, auth: enAuth } as const;

/**
 * Where a key not found in its namespace is looked up next. Code names every page title as
 * common's (routeHandle.ts, `pageKey`): the public pages' titles are in common, the signed-in
 * pages' in shell, which every signed-in page has loaded.
 */
export const fallbackNamespace = 'shell';

const isBundled = (namespace: Namespace): namespace is keyof typeof bundledEnglish =>
  namespace in bundledEnglish;

/** One namespace's texts in one language: from the bundle, or fetched. */
export async function loadNamespace(
  language: Language,
  namespace: Namespace,
): Promise<Record<string, string>> {
  if (language === 'en' && isBundled(namespace)) return bundledEnglish[namespace];
  const { loadLocaleFile } = await import('./localeFiles.ts');
  return loadLocaleFile(language, namespace);
}
