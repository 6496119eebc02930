// The one list of the console's modules, in the drawer's order (the contract's `moduleCodes`).
// A new module adds its manifest here; the route table, the named routes and the drawer follow.
import { emailAuditor } from './auditor/manifest.ts';
import type { ModuleManifest } from './defineModule.ts';
import { deliveryAnalytics } from './delivery/manifest.ts';
import { dmarcReports } from './dmarc/manifest.ts';
import { reputationMonitor } from './reputation/manifest.ts';

export const moduleManifests: readonly ModuleManifest[] = [
  deliveryAnalytics,
  reputationMonitor,
  emailAuditor,
  dmarcReports,
];
