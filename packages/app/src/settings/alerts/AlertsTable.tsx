// The alert center's table (spec section 2): Account, Dataset, Module, Alert, Configuration
// ("Exclude lists…" for blocklist alerts, the condition of a Delivery Analytics alert), Channel
// and the Active switch, which flips at once and is saved (alertsMachine); one switch saves at a
// time, the others wait meanwhile. A row expands to show every column whole (AlertDetails).
import type { UserAlert } from '@console/contract';
import { color, DataTable, DialogTrigger, Toggle, type ColumnConfig } from '@console/ui';
import { useMemo, type MouseEvent } from 'react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { useFormatters } from '../../format/useFormatters.ts';
import { dimensionCaption } from '../../i18n/dictionary.ts';
import { useDictionary } from '../../i18n/useDictionary.ts';
import { Muted } from '../settings.styles.ts';
import { conditionText, type ConditionTexts } from './alertCondition.ts';
import { AlertDetails } from './AlertDetails.tsx';
import { alertRows, channelOf, type AlertTableRow } from './alertRows.ts';
import { BlocklistModal } from './BlocklistModal.tsx';
import type { AlertCenter } from './useAlertCenter.ts';

/**
 * A cell's control, centred in the 36 px row (cells lay text out by line height). A click on it
 * is its own: it does not also expand the row.
 */
const CellControl = styled.span.attrs({
  onClick: (event: MouseEvent) => event.stopPropagation(),
})`
  display: flex;
  align-items: center;
  height: 35px;
`;

/**
 * A table action that reads as a link: a full-size button would crowd the row. Cut with an
 * ellipsis when the column is narrow (its label says it whole).
 */
const CellAction = styled(Button)`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  padding: 0;
  border: none;
  background: none;
  color: ${color('accent')};
  font: inherit;
  cursor: pointer;

  &[data-hovered] {
    text-decoration: underline;
  }
  &[data-focus-visible] {
    outline: 2px solid ${color('focus-ring')};
    outline-offset: 2px;
    border-radius: 2px;
  }
`;

export interface AlertsTableProps {
  alerts: readonly UserAlert[];
  center: AlertCenter;
  /** The alert as stored after "Configure blocklist alert" was applied. */
  onExclusionsSaved: (alert: UserAlert) => void;
}

export function AlertsTable({ alerts, center, onExclusionsSaved }: AlertsTableProps) {
  const { t, i18n } = useTranslation(['settings', 'report']);
  const { dictionary } = useDictionary();
  const format = useFormatters();
  const channel = channelOf(center.isTeamChatOn);
  const conditionTexts: ConditionTexts = {
    metric: (code) => t(`report:metric.${code}`, { defaultValue: code }),
    dimension: (code) => dimensionCaption(dictionary, code, i18n.language, undefined),
    window: (unit, count) => t(`alerts.window.${unit}`, { count }),
    threshold: (percent) => format.percent(percent / 100),
    minVolume: (count) => t('alerts.minVolume', { volume: format.count(count) }),
    perDimension: (caption) => t('alerts.perDimension', { dimension: caption }),
  };

  // Dropped right to left on narrow screens: the channel (the same on every row) first.
  const columns = useMemo<ColumnConfig[]>(
    () => [
      { name: 'account', label: t('alerts.columns.account'), width: 130, priority: 2 },
      { name: 'dataset', label: t('alerts.columns.dataset'), width: 150, priority: 3 },
      { name: 'module', label: t('alerts.columns.module'), width: 150, priority: 4 },
      { name: 'alert', label: t('alerts.columns.alert'), width: 150, fill: true, minWidth: 100 },
      // shares the width left with Alert, and both narrow on a phone so that the Active switch
      // stays in view; a Delivery Analytics condition longer than the cell is whole in the
      // row's details
      {
        name: 'excluded',
        label: t('alerts.columns.configuration'),
        width: 180,
        fill: true,
        minWidth: 110,
        slot: 'configuration',
        isSortable: false,
      },
      {
        name: 'channel',
        label: t('alerts.columns.channel'),
        width: 84,
        priority: 5,
        isSortable: false,
      },
      {
        name: 'active',
        label: t('alerts.columns.active'),
        width: 76,
        slot: 'active',
        isSortable: false,
      },
    ],
    [t],
  );

  const rows = alertRows(alerts, center.activeById, channel, {
    allDatasets: t('alerts.allDatasets'),
    moduleName: (module) => t(`modules.${module}`),
    channelName: (name) => t(`alerts.channel.${name}`),
    condition: (alert) => conditionText(alert, conditionTexts),
  });

  const slots = {
    configuration: (row: AlertTableRow) =>
      row.condition !== null ? (
        <span title={row.condition}>{row.condition}</span>
      ) : row.excluded === null ? (
        <Muted>{t('alerts.noConfiguration')}</Muted>
      ) : (
        // A trigger per row: react-aria opens the modal from it and gives it focus back on close.
        <CellControl>
          <DialogTrigger>
            <CellAction
              aria-label={t('alerts.excludeListsFor', {
                lists:
                  row.excluded > 0
                    ? t('alerts.excludeListsCount', { count: row.excluded })
                    : t('alerts.excludeLists'),
                alert: row.alert,
                account: row.account,
              })}
            >
              {row.excluded > 0
                ? t('alerts.excludeListsCount', { count: row.excluded })
                : t('alerts.excludeLists')}
            </CellAction>
            <BlocklistModal alert={row.source} onSaved={onExclusionsSaved} />
          </DialogTrigger>
        </CellControl>
      ),
    active: (row: AlertTableRow) => (
      <CellControl>
        <Toggle
          aria-label={t('alerts.activeFor', { alert: row.alert, account: row.account })}
          isSelected={row.active}
          isPending={center.savingId === row.id}
          pendingLabel={t('preferences.saving')}
          isDisabled={center.savingId !== null && center.savingId !== row.id}
          onChange={() => center.toggleAlert(row.id)}
        />
      </CellControl>
    ),
  };

  return (
    <DataTable
      id="settings-alerts"
      aria-label={t('alerts.tableLabel')}
      columns={columns}
      rows={rows}
      slots={slots}
      renderExpanded={(row) => <AlertDetails row={row} />}
      expandColumnLabel={t('alerts.columns.details')}
      defaultSort={{ column: 'account', direction: 'ascending' }}
      emptyLabel={t('alerts.emptyTitle')}
      loadingLabel={t('loading', { ns: 'common' })}
      copiedMessage={t('valueCopied', { ns: 'common' })}
    />
  );
}
