// An asset's status now, in words with a tone: listed (on how many lists, or for a range how many
// of its addresses, then which lists), checks that failed, clear, or not checked yet.
import { Pill } from '@console/ui';
import { CellLine } from '../shared/reputation.styles.ts';
import type { ReputationTexts } from '../shared/useReputationTexts.ts';
import { isIpOverview, type AssetOverview } from './assetRows.ts';

export interface AssetStatusProps {
  asset: AssetOverview;
  /** names of the lists listing it; none where there is no room (a phone) */
  names: readonly string[];
  texts: ReputationTexts;
}

export function AssetStatus({ asset, names, texts }: AssetStatusProps) {
  const { t, format } = texts;
  if (asset.last_checked === null) return <Pill>{t('status.notChecked')}</Pill>;
  if (asset.listed_on.length > 0) {
    const isRange = isIpOverview(asset) && asset.size > 1;
    return (
      <CellLine>
        <Pill tone="danger" hasDot>
          {isRange
            ? t('status.rangeListed', {
                count: asset.listed_addresses,
                value: format.count(asset.listed_addresses),
              })
            : t('status.listed', {
                count: asset.listed_on.length,
                value: format.count(asset.listed_on.length),
              })}
        </Pill>
        {names.length > 0 && <span className="muted">{names.join(', ')}</span>}
      </CellLine>
    );
  }
  if (asset.failed_checks > 0)
    return (
      <Pill tone="warning" hasDot>
        {t('status.failed', {
          count: asset.failed_checks,
          value: format.count(asset.failed_checks),
        })}
      </Pill>
    );
  return (
    <Pill tone="success" hasDot>
      {t('status.clear')}
    </Pill>
  );
}
