// Reputation Monitor, one sending IP or range (member/ips/get) over a period: what it is now
// (PTR and forward-confirmed reverse DNS for one address, first and last address of a range,
// the lists listing it), its latest check on every IP list with the list's reason and removal
// page, its listing history per list, and its Microsoft SNDS days with Microsoft's block status.
import { Pill } from '@console/ui';
import { useParams } from 'react-router';
import { AssetCard } from '../detail/AssetCard.tsx';
import { ChecksPanel } from '../detail/ChecksPanel.tsx';
import { HistoryPanel } from '../detail/HistoryPanel.tsx';
import { NotMonitored } from '../detail/NotMonitored.tsx';
import { useAssetDetail } from '../detail/useAssetDetail.ts';
import { rangeBounds } from '../shared/cidr.ts';
import { Fact } from '../shared/Fact.tsx';
import { PeriodBar } from '../shared/PeriodBar.tsx';
import { ReputationHeader } from '../shared/ReputationHeader.tsx';
import { Code, Page } from '../shared/reputation.styles.ts';
import { useReputationTexts, type ReputationTexts } from '../shared/useReputationTexts.ts';
import type { IpDetail } from '@console/contract';
import { SndsPanel } from './SndsPanel.tsx';

/** PTR and FCrDNS of one address; first and last address of a range. */
function IpFacts({ detail, texts }: { detail: IpDetail; texts: ReputationTexts }) {
  const { t, format } = texts;
  if (detail.size > 1) {
    const bounds = rangeBounds(detail.ip.address);
    return (
      <Fact label={t('ip.addresses')}>
        {t('ip.rangeSize', { count: detail.size, value: format.count(detail.size) })}
        {bounds && <Code>{`${bounds.first} – ${bounds.last}`}</Code>}
      </Fact>
    );
  }
  return (
    <>
      <Fact label="PTR">{detail.ptr ? <Code>{detail.ptr}</Code> : t('ip.noPtr')}</Fact>
      <Fact label="FCrDNS">
        {detail.fcrdns === null ? (
          t('ip.fcrdns.unknown')
        ) : (
          <Pill
            tone={detail.fcrdns ? 'success' : 'danger'}
            hasDot
            title={detail.fcrdns ? t('ip.fcrdns.passHint') : t('ip.fcrdns.failHint')}
          >
            {detail.fcrdns ? t('ip.fcrdns.pass') : t('ip.fcrdns.fail')}
          </Pill>
        )}
      </Fact>
    </>
  );
}

export function IpScreen() {
  const address = useParams().ip ?? '';
  const texts = useReputationTexts();
  const { t } = texts;
  const { query, period, setPeriod, since, periodName, isUnknown } = useAssetDetail(
    address,
    (api, from) => api.member.ips.get({ address, since: from }),
    texts,
  );
  const detail = query.data;
  const isRange = address.includes('/');
  return (
    <Page>
      <ReputationHeader
        title={address}
        subtitle={detail?.ip.description || t(isRange ? 'ip.subtitleRange' : 'ip.subtitle')}
        place="ips"
        isPlace={false}
      />
      {isUnknown ? (
        <NotMonitored kind="ip" assetKey={address} texts={texts} />
      ) : (
        <>
          {detail && (
            <AssetCard
              kind="ip"
              asset={{ key: address, description: detail.ip.description, tags: detail.ip.tags }}
              checks={detail.checks}
              onChanged={query.reload}
              texts={texts}
            >
              <IpFacts detail={detail} texts={texts} />
            </AssetCard>
          )}
          <PeriodBar period={period} onChange={setPeriod} />
          <ChecksPanel query={query} checks={detail?.checks} isRange={isRange} texts={texts} />
          {detail && (
            <HistoryPanel
              asset={address}
              periods={detail.history}
              isRange={isRange}
              since={since}
              periodName={periodName}
              texts={texts}
            />
          )}
          {detail && (
            <SndsPanel
              days={detail.snds}
              blocked={detail.snds_blocked}
              isRange={isRange}
              periodName={periodName}
              texts={texts}
            />
          )}
        </>
      )}
    </Page>
  );
}
