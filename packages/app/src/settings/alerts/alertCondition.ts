// The condition of a Delivery Analytics alert as the alert center shows it: "Deferral rate > 6%
// per Mailbox provider · 7 days · ≥ 300 messages". The comparison signs read the same in every
// language; the metric, the dimension and the window's unit are translated by the caller.
import { wholeDatasetScopes, type UserAlert } from '@console/contract';

export type WindowUnit = 'day' | 'hour' | 'minute';

/** A window in minutes in its largest whole unit: 10,080 is 7 days, 90 is 90 minutes. */
export function windowInUnits(minutes: number): { unit: WindowUnit; count: number } {
  if (minutes % 1440 === 0) return { unit: 'day', count: minutes / 1440 };
  if (minutes % 60 === 0) return { unit: 'hour', count: minutes / 60 };
  return { unit: 'minute', count: minutes };
}

export interface ConditionTexts {
  metric: (code: string) => string;
  dimension: (code: string) => string;
  window: (unit: WindowUnit, count: number) => string;
  /** 6 → 6% in the user's format */
  threshold: (percent: number) => string;
  /** 300 → "≥ 300 messages" in the user's format and language */
  minVolume: (count: number) => string;
  /** "per Mailbox provider" in the language */
  perDimension: (caption: string) => string;
}

/** The alert's condition in one line, or null for an alert of another module. */
export function conditionText(alert: UserAlert, texts: ConditionTexts): string | null {
  const condition = alert.condition;
  if (!condition) return null;
  const window = windowInUnits(condition.window);
  const comparison = condition.direction === 'above' ? '>' : '<';
  const rule = `${texts.metric(alert.alert)} ${comparison} ${texts.threshold(condition.threshold)}`;
  const per = wholeDatasetScopes.includes(alert.scope)
    ? ''
    : ` ${texts.perDimension(texts.dimension(alert.scope))}`;
  const values = condition.values.length > 0 ? ` (${condition.values.join(', ')})` : '';
  return [
    rule + per + values,
    texts.window(window.unit, window.count),
    texts.minVolume(condition.min_volume),
  ].join(' · ');
}
