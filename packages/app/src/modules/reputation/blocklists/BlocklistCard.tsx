// One list of the catalogue: its name and health (the last RFC 5782 probe: healthy, unhealthy
// with why, or not probed yet), the zone queried, what it lists, how many of the workspace's
// assets it lists now (a link to them), and its removal page.
import type { BlocklistStatus } from '@console/contract';
import { Pill, type PillTone } from '@console/ui';
import { RemovalLink } from '../detail/CheckDetails.tsx';
import { CellLink, Code } from '../shared/reputation.styles.ts';
import { blocklistAnchor, useReputationPaths } from '../shared/reputationPaths.ts';
import type { ListHealth } from '../shared/reputationTypes.ts';
import type { ReputationTexts } from '../shared/useReputationTexts.ts';
import { ListCard } from './blocklists.styles.ts';

const healthTones: Record<ListHealth, PillTone> = {
  healthy: 'success',
  unhealthy: 'danger',
  unknown: 'neutral',
};

export function BlocklistCard({ list, texts }: { list: BlocklistStatus; texts: ReputationTexts }) {
  const { t, format } = texts;
  const paths = useReputationPaths();
  const headingId = blocklistAnchor(list.id);
  return (
    <ListCard aria-labelledby={headingId} data-health={list.health}>
      <div className="head">
        <h4 id={headingId} tabIndex={-1}>
          {list.name}
        </h4>
        <Pill tone={healthTones[list.health]} hasDot>
          {texts.health(list.health)}
        </Pill>
      </div>
      <Code>{list.zone}</Code>
      <p>{texts.description(list.id, list.description)}</p>
      {list.health === 'unhealthy' && list.health_detail && (
        <p className="problem">
          {t('lists.healthDetail', { detail: texts.healthDetail(list.health_detail) })}
        </p>
      )}
      <p className="muted">
        {list.health_checked_at
          ? t('lists.probed', {
              ago: texts.ago(list.health_checked_at),
              date: format.dateTime(list.health_checked_at),
            })
          : t('lists.notProbed')}
      </p>
      <div className="foot">
        {list.listed > 0 ? (
          <CellLink to={paths.listed(list.kind)}>
            {t(`lists.listing.${list.kind}`, {
              count: list.listed,
              value: format.count(list.listed),
            })}
          </CellLink>
        ) : (
          <span className="muted">{t(`lists.listingNone.${list.kind}`)}</span>
        )}
        {list.delisting_url && (
          <RemovalLink url={list.delisting_url} list={list.name} texts={texts} isCatalogue />
        )}
      </div>
    </ListCard>
  );
}
