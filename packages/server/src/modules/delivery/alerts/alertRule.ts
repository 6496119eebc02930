// The rule of a Delivery Analytics alert (module da), read from its row: a rate metric of the
// catalogue (`alert`), the dimension whose values it judges one by one (`scope`; `account` or
// `dataset` judge each dataset as a whole, as an alert activated from a template is), a
// threshold in percent crossed upwards (`above`) or downwards (`below`), the least volume (the
// metric's denominator) a value needs in the window to be judged, and the values watched. Also
// what makes an alert's fields refused when an admin adds or changes one.
import {
  metricCatalogue,
  wholeDatasetScopes,
  type AlertDirection,
  type MetricDefinition,
  type MetricId,
} from '@console/contract';
import { dimensionFields, dimensionIds } from '../dimensions.ts';

/** The rates an alert may watch: every metric of the catalogue with style percent. */
export const rateMetrics: readonly MetricDefinition[] = metricCatalogue.filter(
  (metric) => metric.kind === 'rate',
);

export interface DeliveryAlertRule {
  metric: MetricId;
  /** sent or delivered */
  denominator: 'sent' | 'delivered';
  /** a report dimension id, or null for the dataset as a whole */
  dimension: string | null;
  /** percent */
  threshold: number;
  direction: AlertDirection;
  minVolume: number;
  windowMinutes: number;
  values: readonly string[];
}

export interface AlertRuleFields {
  alert: string;
  scope: string;
  threshold: number;
  direction: string;
  min_volume: number;
  window: number;
  values: readonly string[];
}

/** The rule, or null when the fields name no rate metric or no report dimension. */
export function deliveryAlertRule(fields: AlertRuleFields): DeliveryAlertRule | null {
  const metric = rateMetrics.find((one) => one.id === fields.alert);
  const whole = wholeDatasetScopes.includes(fields.scope);
  if (!metric || (!whole && !Object.hasOwn(dimensionFields, fields.scope))) return null;
  return {
    metric: metric.id,
    denominator: metric.denominator ?? 'sent',
    dimension: whole ? null : fields.scope,
    threshold: fields.threshold,
    direction: fields.direction === 'below' ? 'below' : 'above',
    minVolume: fields.min_volume,
    windowMinutes: fields.window,
    values: fields.values,
  };
}

/** Whether a value (a fraction, 0.05 for 5 %) with its volume raises the alert. */
export function crosses(rule: DeliveryAlertRule, value: number, volume: number): boolean {
  if (volume < rule.minVolume || volume === 0) return false;
  const percent = value * 100;
  return rule.direction === 'above' ? percent > rule.threshold : percent < rule.threshold;
}

export interface RuleProblem {
  field: 'alert' | 'scope' | 'values' | 'mappings';
  message: string;
}

interface DatasetDimensions {
  id: string;
  dimensions: readonly string[];
}

/**
 * What is wrong with a da alert's fields, or null. `watched` are the datasets it maps, or every
 * dataset of its account when it maps none (`mapped` false): a mapped dataset must offer the
 * dimension; of an account's datasets, one at least.
 */
export function ruleProblem(
  fields: AlertRuleFields,
  watched: readonly DatasetDimensions[],
  mapped: boolean,
): RuleProblem | null {
  if (!rateMetrics.some((metric) => metric.id === fields.alert))
    return {
      field: 'alert',
      message: `A Delivery Analytics alert watches a rate metric: ${rateMetrics.map((metric) => metric.id).join(', ')}; not ${fields.alert}`,
    };
  if (wholeDatasetScopes.includes(fields.scope)) {
    if (fields.values.length > 0)
      return {
        field: 'values',
        message: `Values are watched per dimension; scope ${fields.scope} judges each dataset as a whole`,
      };
    return null;
  }
  if (!Object.hasOwn(dimensionFields, fields.scope))
    return {
      field: 'scope',
      message: `The scope of a Delivery Analytics alert is a dimension (${dimensionIds.join(', ')}) or account or dataset; not ${fields.scope}`,
    };
  const lacking = watched.filter((dataset) => !dataset.dimensions.includes(fields.scope));
  if (mapped && lacking.length > 0)
    return {
      field: 'scope',
      message: `The dataset ${lacking.map((dataset) => dataset.id).join(', ')} does not offer the dimension ${fields.scope}`,
    };
  if (!mapped && lacking.length === watched.length)
    return {
      field: 'scope',
      message: `No dataset of the account offers the dimension ${fields.scope}`,
    };
  return null;
}
