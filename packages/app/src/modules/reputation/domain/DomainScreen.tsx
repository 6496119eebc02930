// Reputation Monitor, one sending domain (member/domains/get) over a period: the lists listing it
// now, its latest check on every domain list with the list's reason and removal page, and its
// listing history per list.
import { useParams } from 'react-router';
import { AssetCard } from '../detail/AssetCard.tsx';
import { ChecksPanel } from '../detail/ChecksPanel.tsx';
import { HistoryPanel } from '../detail/HistoryPanel.tsx';
import { NotMonitored } from '../detail/NotMonitored.tsx';
import { useAssetDetail } from '../detail/useAssetDetail.ts';
import { PeriodBar } from '../shared/PeriodBar.tsx';
import { ReputationHeader } from '../shared/ReputationHeader.tsx';
import { Page } from '../shared/reputation.styles.ts';
import { useReputationTexts } from '../shared/useReputationTexts.ts';

export function DomainScreen() {
  const name = useParams().domain ?? '';
  const texts = useReputationTexts();
  const { t } = texts;
  const { query, period, setPeriod, since, periodName, isUnknown } = useAssetDetail(
    name,
    (api, from) => api.member.domains.get({ name, since: from }),
    texts,
  );
  const detail = query.data;
  return (
    <Page>
      <ReputationHeader
        title={name}
        subtitle={detail?.domain.description || t('domain.subtitle')}
        place="domains"
        isPlace={false}
      />
      {isUnknown ? (
        <NotMonitored kind="domain" assetKey={name} texts={texts} />
      ) : (
        <>
          {detail && (
            <AssetCard
              kind="domain"
              asset={{
                key: name,
                description: detail.domain.description,
                tags: detail.domain.tags,
              }}
              checks={detail.checks}
              onChanged={query.reload}
              texts={texts}
            />
          )}
          <PeriodBar period={period} onChange={setPeriod} />
          <ChecksPanel query={query} checks={detail?.checks} isRange={false} texts={texts} />
          {detail && (
            <HistoryPanel
              asset={name}
              periods={detail.history}
              isRange={false}
              since={since}
              periodName={periodName}
              texts={texts}
            />
          )}
        </>
      )}
    </Page>
  );
}
