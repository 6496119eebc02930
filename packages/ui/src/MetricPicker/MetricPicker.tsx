import { KeyPicker } from '../RunControl/KeyPicker.tsx';

/** Run-bar metrics (spec section 2): users and volume (DA), ips and domains (RM), audits (EA),
 * dmarc (DR). */
export type RunMetric = 'users' | 'volume' | 'ips' | 'domains' | 'audits' | 'dmarc';

export const RUN_METRICS: readonly RunMetric[] = [
  'users',
  'volume',
  'ips',
  'domains',
  'audits',
  'dmarc',
];

const defaultLabels: Record<RunMetric, string> = {
  users: 'Users',
  volume: 'Volume',
  ips: 'IPs',
  domains: 'Domains',
  audits: 'Audits',
  dmarc: 'DMARC',
};

export interface MetricPickerProps {
  value: RunMetric;
  onChange: (metric: RunMetric) => void;
  /** The metrics offered here (the screen's module decides); all six by default. */
  metrics?: readonly RunMetric[];
  /** Display names; English by default. */
  labels?: Partial<Record<RunMetric, string>>;
  /** Accessible name. */
  label?: string;
  isDisabled?: boolean;
}

/** Chooses the metric a usage report counts. */
export function MetricPicker({
  metrics = RUN_METRICS,
  labels,
  label = 'Metric',
  ...props
}: MetricPickerProps) {
  const text = { ...defaultLabels, ...labels };
  const items = metrics.map((id) => ({ id, name: text[id] }));
  return <KeyPicker {...props} options={items} label={label} width={160} />;
}
