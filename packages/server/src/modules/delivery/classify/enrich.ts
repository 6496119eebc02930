// The asynchronous step after parsing: providers of domains the built-in map does not know,
// from their MX records. Kept apart from the parsers so that they stay synchronous per
// record (and fast), and so a batch resolves each unknown domain once.
import type { ProviderClassifier } from './providerClassifier.ts';
import type { NormalisedEvent } from '../event.ts';

export async function assignProviders(
  events: NormalisedEvent[],
  classifier: ProviderClassifier,
): Promise<void> {
  const domains = new Set<string>();
  for (const event of events) {
    if (event.provider === null && event.recipientDomain !== null)
      domains.add(event.recipientDomain);
  }
  if (domains.size === 0) return;
  const providers = new Map<string, string | null>();
  await Promise.all(
    [...domains].map(async (domain) => {
      providers.set(domain, await classifier.providerOf(domain));
    }),
  );
  for (const event of events) {
    if (event.provider === null && event.recipientDomain !== null)
      event.provider = providers.get(event.recipientDomain) ?? null;
  }
}
