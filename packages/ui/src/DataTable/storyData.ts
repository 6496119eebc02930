// Fixed data for the DataTable stories and their play functions (no randomness, no clock).
import type { SortStorage } from './sortStorage.ts';
import type { ColumnConfig, SortDescriptor } from './types.ts';

export interface Sender extends Record<string, unknown> {
  id: string;
  domain: string;
  ip: string;
  sent: number;
  delivered: number;
  bounce_rate: number;
  avg_del_time: number;
  status: string;
}

const domains = [
  'mailer.example.com',
  'news.example.org',
  'alerts.example.net',
  'shop.example.com',
  'billing.example.io',
  'promo.example.de',
  'support.example.fr',
  'relay.example.com',
];
const statuses = ['ok', 'warning', 'blocked'];

export const makeSenders = (count: number): Sender[] =>
  Array.from({ length: count }, (_, index) => {
    const sent = ((index * 7919) % 90_000) + 1_000;
    return {
      id: `s${index + 1}`,
      domain: count > domains.length ? `sender-${index + 1}.example.com` : (domains[index] ?? ''),
      ip: `192.0.2.${(index % 250) + 1}`,
      sent,
      delivered: Math.round(sent * (0.9 + ((index * 13) % 10) / 100)),
      bounce_rate: ((index * 37) % 100) / 1000,
      avg_del_time: ((index * 611) % 7200) + 5,
      status: statuses[index % 3] ?? 'ok',
    };
  });

export const senders = makeSenders(8);

export const senderColumns: ColumnConfig[] = [
  { name: 'domain', label: 'Domain', width: 200, fill: true },
  { name: 'ip', label: 'IP', width: 120, priority: 3 },
  { name: 'sent', label: 'Sent', width: 120, align: 'right', group: 'Volume', footer: 'sum' },
  {
    name: 'delivered',
    label: 'Delivered',
    width: 120,
    align: 'right',
    group: 'Volume',
    footer: 'sum',
    priority: 4,
  },
  {
    name: 'bounce_rate',
    label: 'Bounce rate',
    width: 120,
    align: 'right',
    format: 'percent',
    footer: 'avg',
    priority: 2,
  },
  {
    name: 'avg_del_time',
    label: 'Delivery time',
    width: 130,
    align: 'right',
    format: 'time',
    priority: 1,
  },
  { name: 'status', label: 'Status', width: 100, pill: true, isSortable: false },
];

/** A SortStorage in memory, so stories neither read nor leave anything in localStorage. */
export function memorySortStorage(initial: Record<string, SortDescriptor> = {}): SortStorage {
  const values = new Map(Object.entries(initial));
  return {
    load: (tableId) => values.get(tableId) ?? null,
    save: (tableId, sort) => void values.set(tableId, sort),
  };
}
