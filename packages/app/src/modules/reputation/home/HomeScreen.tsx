// Reputation Monitor, the overview: the workspace's IPs and domains listed now (out of how many,
// with the checks that failed), the listings that started or ended in the last 7 days, and the
// lists listing something now. Each part loads and fails on its own.
import { useMemo } from 'react';
import { useQuery } from '../../../api/useQuery.ts';
import { useSession } from '../../../session/SessionContext.tsx';
import type { AssetOverview } from '../assets/assetRows.ts';
import { ReputationHeader } from '../shared/ReputationHeader.tsx';
import { Columns, Page } from '../shared/reputation.styles.ts';
import { sinceDay } from '../shared/sinceDay.ts';
import { useBlocklists } from '../shared/useBlocklists.ts';
import { useReputationTexts } from '../shared/useReputationTexts.ts';
import { ByListPanel } from './ByListPanel.tsx';
import { ChangesPanel } from './ChangesPanel.tsx';
import { ListedFigure } from './ListedFigure.tsx';

/** The days of changes the overview shows. */
export const changeDays = 7;

export function HomeScreen() {
  const { user, workspace } = useSession();
  const texts = useReputationTexts();
  const { t, now } = texts;
  const since = useMemo(() => sinceDay(now(), changeDays, user.timezone), [now, user.timezone]);
  const ips = useQuery<AssetOverview[]>(
    (api) => api.member.ips.all({ workspace: workspace.id }),
    [workspace.id],
  );
  const domains = useQuery<AssetOverview[]>(
    (api) => api.member.domains.all({ workspace: workspace.id }),
    [workspace.id],
  );
  const changes = useQuery(
    (api) => api.member.reputation.changes({ workspace: workspace.id, since }),
    [workspace.id, since],
  );
  const lists = useBlocklists();
  return (
    <Page>
      <ReputationHeader
        title={t('home.title')}
        subtitle={t('home.subtitle', { workspace: workspace.name })}
        place="home"
      />
      <Columns>
        <ListedFigure kind="ip" query={ips} texts={texts} />
        <ListedFigure kind="domain" query={domains} texts={texts} />
      </Columns>
      <ChangesPanel query={changes} since={texts.day(since)} texts={texts} />
      <ByListPanel query={lists} texts={texts} />
    </Page>
  );
}
