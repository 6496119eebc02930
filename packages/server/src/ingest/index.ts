// What the rest of the server uses of ingestion: the event model, one entry point per push
// source and per file format, provider enrichment, the classifiers and the demo traffic.
export { deliveryEventTypes, ingestSources, validateEvent } from './event.ts';
export type {
  DeliveryEventType,
  IngestSource,
  NormalisedEvent,
  ValidationResult,
} from './event.ts';
export { collect } from './results.ts';
export type { BatchResult, ParseItem, Rejection, Skip, WebhookOutcome } from './results.ts';
export { ingestPayload, isPushSource, pushSources } from './ingestPayload.ts';
export type { IngestContext, PushSource } from './ingestPayload.ts';
export { parsePowerMta } from './sources/powermta.ts';
export { parseMailerQ } from './sources/mailerq.ts';
export { createSnsSignatureVerifier } from './sources/snsSignature.ts';
export type { CertificateFetcher, SnsSignatureVerifier } from './sources/snsSignature.ts';
export { assignProviders } from './enrich.ts';
export { createProviderClassifier } from './classify/providerClassifier.ts';
export type { MxResolver, ProviderClassifier } from './classify/providerClassifier.ts';
export { providerLabels } from './classify/providers.ts';
export { classifyBounce } from './classify/classifyBounce.ts';
export { diagnosticTemplate } from './classify/diagnosticTemplate.ts';
export { createEarlyOpenTracker, createNonHumanDetector } from './classify/nonHuman.ts';
export { prefixesFromEgressCsv } from './classify/cidr.ts';
export { generateDemoTraffic } from './demo/generator.ts';
export type { DemoTrafficOptions } from './demo/generator.ts';
export { renderPowerMtaCsv } from './demo/powermtaCsv.ts';
