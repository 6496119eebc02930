import type { Key } from 'react-aria-components';
import { SelectItem } from '../Popover/Popover.tsx';
import { Select } from '../Select/Select.tsx';
import { PickerBox } from './MetricPicker.styles.ts';

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
  value,
  onChange,
  metrics = RUN_METRICS,
  labels,
  label = 'Metric',
  isDisabled,
}: MetricPickerProps) {
  const text = { ...defaultLabels, ...labels };
  const items = metrics.map((id) => ({ id, name: text[id] }));
  return (
    <PickerBox>
      <Select
        aria-label={label}
        items={items}
        value={value}
        onChange={(key: Key | null) => {
          if (key !== null) onChange(key as RunMetric);
        }}
        isDisabled={isDisabled}
      >
        {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
      </Select>
    </PickerBox>
  );
}
