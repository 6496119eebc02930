// The columns of the IPs' and the domains' table. At 1024 px the description and the tags give
// way and the status takes what is left; at 1440 px every column has room. On a phone the address
// and its status in a word fit without scrolling sideways, and editors change an asset from its
// page there rather than from a row.
import type { ColumnConfig } from '@console/ui';
import type { TFunction } from 'i18next';
import type { AssetKind } from '../shared/reputationPaths.ts';

export interface AssetColumnsOptions {
  kind: AssetKind;
  mayEdit: boolean;
  isPhone: boolean;
  t: TFunction<['reputation', 'common']>;
}

export function assetColumns({ kind, mayEdit, isPhone, t }: AssetColumnsOptions): ColumnConfig[] {
  return [
    {
      name: 'asset',
      label: t(`assets.column.${kind}`),
      width: isPhone ? 160 : 250,
      slot: 'asset',
    },
    {
      name: 'description',
      label: t('assets.column.description'),
      width: 180,
      fill: true,
      priority: 4,
    },
    { name: 'tags', label: t('assets.column.tags'), width: 170, slot: 'tags', priority: 5 },
    {
      name: 'status',
      label: t('assets.column.status'),
      width: isPhone ? 140 : 220,
      fill: true,
      slot: 'status',
    },
    ...(kind === 'ip'
      ? [{ name: 'snds', label: 'SNDS', width: 190, slot: 'snds', priority: 2 }]
      : []),
    {
      name: 'last_checked',
      label: t('assets.column.lastChecked'),
      width: 190,
      slot: 'lastChecked',
      priority: 3,
    },
    ...(mayEdit && !isPhone
      ? [
          {
            name: 'actions',
            label: t('assets.column.actions'),
            width: 90,
            align: 'center' as const,
            slot: 'actions',
            isSortable: false,
          },
        ]
      : []),
  ];
}
