// Reputation Monitor, the blocklists (member/blocklists/all): the catalogue of lists the
// console checks, IP lists then domain lists, each with its health, zone, description, how many
// of the workspace's assets it lists now and its removal page. Lists listing something come
// first. A link from the overview to one list (#list-<id>) scrolls to its card.
import { useEffect, useMemo } from 'react';
import type { BlocklistStatus } from '@console/contract';
import { EmptyState } from '@console/ui';
import { useLocation } from 'react-router';
import { Panel } from '../../../reportKit/panels/Panel.tsx';
import { ReputationHeader } from '../shared/ReputationHeader.tsx';
import { Note, Page } from '../shared/reputation.styles.ts';
import { useBlocklists } from '../shared/useBlocklists.ts';
import { useReputationTexts } from '../shared/useReputationTexts.ts';
import { BlocklistCard } from './BlocklistCard.tsx';
import { CardGrid, KindSection } from './blocklists.styles.ts';

const byListingsThenName = (a: BlocklistStatus, b: BlocklistStatus) =>
  Number(b.listed > 0) - Number(a.listed > 0) || a.name.localeCompare(b.name);

export function BlocklistsScreen() {
  const texts = useReputationTexts();
  const { t, format } = texts;
  const query = useBlocklists();
  const { hash } = useLocation();
  const groups = useMemo(() => {
    const lists = [...(query.data ?? [])].sort(byListingsThenName);
    return (['ip', 'domain'] as const).map((kind) => ({
      kind,
      lists: lists.filter((list) => list.kind === kind),
    }));
  }, [query.data]);

  // the overview's link to one list: bring its card into view and give it the focus
  const isLoaded = query.data !== undefined;
  useEffect(() => {
    if (!isLoaded || !hash) return;
    const heading = document.getElementById(decodeURIComponent(hash.slice(1)));
    heading?.scrollIntoView({ block: 'start' });
    heading?.focus({ preventScroll: true });
  }, [isLoaded, hash]);

  const lists = query.data ?? [];
  const unhealthy = lists.filter((list) => list.health === 'unhealthy').length;
  return (
    <Page>
      <ReputationHeader
        title={t('lists.title')}
        subtitle={t('lists.subtitle')}
        place="blocklists"
      />
      <Panel
        title={t('lists.panel')}
        meta={
          query.data &&
          [
            t('lists.meta', { count: lists.length, value: format.count(lists.length) }),
            unhealthy > 0 &&
              t('lists.unhealthy', { count: unhealthy, value: format.count(unhealthy) }),
          ]
            .filter(Boolean)
            .join(' · ')
        }
        status={query.status}
        hasContent={isLoaded}
        onReload={query.reload}
        isWide
      >
        {isLoaded && lists.length === 0 ? (
          <EmptyState
            headingLevel={3}
            title={t('lists.empty.title')}
            description={t('lists.empty.description')}
          />
        ) : (
          <Note>{t('lists.health')}</Note>
        )}
        {groups.map(
          ({ kind, lists: group }) =>
            group.length > 0 && (
              <KindSection key={kind} aria-labelledby={`lists-${kind}`}>
                <h3 id={`lists-${kind}`}>
                  {t(`lists.kind.${kind}`, {
                    count: group.length,
                    value: format.count(group.length),
                  })}
                </h3>
                <CardGrid>
                  {group.map((list) => (
                    <BlocklistCard key={list.id} list={list} texts={texts} />
                  ))}
                </CardGrid>
              </KindSection>
            ),
        )}
      </Panel>
    </Page>
  );
}
