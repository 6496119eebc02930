// The columns of the members' table. At 1024 px every column has room; the last visit gives way
// first. On a phone the member, the role and the actions fit without scrolling sideways, and the
// alerts move into the row's menu.
import type { ColumnConfig } from '@console/ui';
import type { AdministrationTexts } from './useAdministrationTexts.ts';

export function memberColumns(t: AdministrationTexts['t'], isPhone: boolean): ColumnConfig[] {
  return [
    {
      name: 'member',
      label: t('column.member'),
      width: isPhone ? 130 : 280,
      fill: true,
      slot: 'member',
    },
    { name: 'role', label: t('column.role'), width: isPhone ? 96 : 130 },
    ...(isPhone
      ? []
      : [
          {
            name: 'alerts',
            label: t('column.alerts'),
            // "Not yet" for an invitation, in every language
            width: 104,
            slot: 'alerts',
            isSortable: false,
          },
        ]),
    {
      name: 'last_visit',
      label: t('column.lastVisit'),
      width: 170,
      slot: 'lastVisit',
      priority: 2,
    },
    {
      name: 'actions',
      label: t('column.actions'),
      width: isPhone ? 56 : 90,
      align: 'center' as const,
      slot: 'actions',
      isSortable: false,
    },
  ];
}
