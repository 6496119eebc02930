// Bounce category from an enhanced status code and a diagnostic text, in PowerMTA's category
// names, for sources that do not categorise (ESPs, Halon, MailerQ) or categorise otherwise
// (KumoMTA, SparkPost, SES subtypes). See bounceRules.ts for the tiers and their order.
import type { BounceCategory } from '@console/contract';
import { providerRules, statusCategories, subjectCategories } from './bounceRules.ts';
import { textRules } from './bounceTextRules.ts';
import { enhancedCodeOf } from '../ingest/parse/smtp.ts';

export interface BounceEvidence {
  /** enhanced status code, e.g. 5.1.1 (taken from the diagnostic when null) */
  dsnStatus: string | null;
  diagnostic: string | null;
}

export function classifyBounce({ dsnStatus, diagnostic }: BounceEvidence): BounceCategory {
  const text = diagnostic ?? '';
  if (text !== '') {
    for (const rule of providerRules) if (rule.pattern.test(text)) return rule.category;
  }
  const status = dsnStatus ?? enhancedCodeOf(text);
  const subjectDetail = status?.slice(2) ?? null;
  if (subjectDetail !== null) {
    const exact = statusCategories[subjectDetail];
    if (exact !== undefined) return exact;
  }
  if (text !== '') {
    for (const rule of textRules) if (rule.pattern.test(text)) return rule.category;
  }
  if (subjectDetail !== null) {
    const bySubject = subjectCategories[subjectDetail.split('.')[0] ?? ''];
    if (bySubject !== undefined) return bySubject;
  }
  return 'other';
}

/**
 * Classifier with a bounded memo keyed by status and diagnostic template: real traffic repeats
 * a few hundred templates, so almost every lookup is a hit.
 */
export function createBounceClassifier(
  maxEntries = 20_000,
): (evidence: BounceEvidence, template: string | null) => BounceCategory {
  const memo = new Map<string, BounceCategory>();
  return (evidence, template) => {
    if (template === null) return classifyBounce(evidence);
    const key = `${evidence.dsnStatus ?? ''}|${template}`;
    const known = memo.get(key);
    if (known !== undefined) return known;
    const category = classifyBounce(evidence);
    if (memo.size >= maxEntries) memo.clear();
    memo.set(key, category);
    return category;
  };
}
