// The receivers' actions as two number columns under one heading, for the tables of policy
// domains and of a domain's sources (one text column of both was cut at every width).
import type { ColumnConfig } from '@console/ui';
import type { TFunction } from 'i18next';

export function dispositionColumns(t: TFunction<'dmarc'>): ColumnConfig[] {
  return (['quarantine', 'reject'] as const).map((disposition) => ({
    name: disposition === 'quarantine' ? 'quarantined' : 'rejected',
    label: t(`disposition.${disposition}`),
    group: t('column.dispositions'),
    width: disposition === 'quarantine' ? 104 : 96,
    align: 'right',
    priority: 2,
    footer: 'sum',
  }));
}
