// One kind of asset on the overview: how many are listed now, out of how many, a range's
// addresses among them, the checks that failed at the last run, and the way to the list
// narrowed to the listed ones.
import type { QueryResult } from '../../../api/useQuery.ts';
import { Panel } from '../../../reportKit/panels/Panel.tsx';
import { assetCounts, isIpOverview, type AssetOverview } from '../assets/assetRows.ts';
import { CellLink } from '../shared/reputation.styles.ts';
import { useReputationPaths, type AssetKind } from '../shared/reputationPaths.ts';
import type { ReputationTexts } from '../shared/useReputationTexts.ts';
import { FigureBox } from './home.styles.ts';

export interface ListedFigureProps {
  kind: AssetKind;
  query: QueryResult<AssetOverview[]>;
  texts: ReputationTexts;
}

export function ListedFigure({ kind, query, texts }: ListedFigureProps) {
  const { t, format } = texts;
  const paths = useReputationPaths();
  const assets = query.data ?? [];
  const counts = assetCounts(assets);
  // a range counts once above; its listed addresses are said when they are more
  const addresses = assets.reduce(
    (sum, asset) => sum + (isIpOverview(asset) ? asset.listed_addresses : 0),
    0,
  );
  return (
    <Panel
      title={t(`home.figure.title.${kind}`)}
      status={query.status}
      hasContent={query.data !== undefined}
      onReload={query.reload}
    >
      <FigureBox>
        <p className="figure" data-alarm={counts.listed > 0 || undefined}>
          <span className="value">{format.count(counts.listed)}</span>
          <span>
            {t(`home.figure.listed.${kind}`, {
              count: counts.total,
              total: format.count(counts.total),
            })}
          </span>
        </p>
        <ul>
          {addresses > counts.listed && (
            <li>
              {t('home.figure.addresses', { count: addresses, value: format.count(addresses) })}
            </li>
          )}
          <li>
            {counts.failed > 0
              ? t('home.figure.failed', {
                  count: counts.failed,
                  value: format.count(counts.failed),
                })
              : t('home.figure.noFailure')}
          </li>
        </ul>
        <CellLink to={counts.listed > 0 ? paths.listed(kind) : paths.list(kind)}>
          {counts.listed > 0
            ? t(`home.figure.showListed.${kind}`)
            : t(`home.figure.showAll.${kind}`)}
        </CellLink>
      </FigureBox>
    </Panel>
  );
}
