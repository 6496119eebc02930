// The translation resources: one JSON file per language and namespace. common, errors and auth
// are what the public pages (sign-in, reset, the start-up splash) need; shell, settings,
// administration, delivery, dmarc, reputation, auditor and report (the report kit's texts,
// shared by every module's report screens) belong to the signed-in app. English common, errors
// and auth are bundled with the app; every other file is its own chunk, fetched the first time a
// page needs it (the module manifests and pageModules.ts name each page's namespaces), so the
// sign-in page carries only its own texts.
import { languages } from '@console/contract/constants';
import enAuth from './locales/en/auth.json';
import enCommon from './locales/en/common.json';
import type enDelivery from './locales/en/delivery.json';
import type enAdministration from './locales/en/administration.json';
import type enAuditor from './locales/en/auditor.json';
import type enDmarc from './locales/en/dmarc.json';
import enErrors from './locales/en/errors.json';
import type enReport from './locales/en/report.json';
import type enReputation from './locales/en/reputation.json';
import type enSettings from './locales/en/settings.json';
import type enShell from './locales/en/shell.json';

export const namespaces = [
  'common',
  'errors',
  'shell',
  'auth',
  'settings',
  'delivery',
  'report',
  'dmarc',
  'reputation',
  'auditor',
  'administration',
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
  settings: typeof enSettings;
  delivery: typeof enDelivery;
  report: typeof enReport;
  dmarc: typeof enDmarc;
  reputation: typeof enReputation;
  auditor: typeof enAuditor;
  administration: typeof enAdministration;
}

/** The namespaces bundled in English, so the first page renders without a fetch. */
export const bundledEnglish = { common: enCommon, errors: enErrors, auth: enAuth } as const;

const isBundled = (namespace: Namespace): namespace is keyof typeof bundledEnglish =>
  namespace in bundledEnglish;

type Bundle = Record<string, string>;

// One lazy import per file (Vite makes each a chunk); the bundled English files are left out.
const files = import.meta.glob<Bundle>(
  ['./locales/*/*.json', '!./locales/en/{common,errors,auth}.json'],
  { import: 'default' },
);

/** One namespace's texts in one language: from the bundle, or fetched. */
export async function loadNamespace(language: Language, namespace: Namespace): Promise<Bundle> {
  if (language === 'en' && isBundled(namespace)) return bundledEnglish[namespace];
  const load = files[`./locales/${language}/${namespace}.json`];
  if (!load) throw new Error(`No translations for ${language}/${namespace}`);
  return load();
}
