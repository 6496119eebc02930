// Delivery Analytics home: the landing page of the module (spec section 2). Yesterday's
// headline figures against the day before, what feeds the dataset and when its latest events
// arrived, links to the report and the message search; for a dataset without traffic, how to
// send it data; for a workspace without the module, why there is nothing to show.
import { noWorkspaceId } from '@console/contract';
import { EmptyState, ErrorState } from '@console/ui';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useSession } from '../../../session/SessionContext.tsx';
import { ScreenTitle } from '../../../shell/HelpLink.tsx';
import { loadErrorKind } from '../search/loadError.ts';
import { DataFeed, OtherDatasets } from './DataFeed.tsx';
import { HeadlineFigures } from './HeadlineFigures.tsx';
import { latestActivity } from './homeActivity.ts';
import { ActionLink, Actions, Columns, Header, Page } from './HomeScreen.styles.ts';
import { IngestGuide } from './IngestGuide.tsx';
import { useHomeData } from './useHomeData.ts';

export interface HomeScreenProps {
  /** The clock (stories fix it): "yesterday" is resolved with it. */
  now?: () => number;
  /** The console's address, shown in the ingest endpoint; the page's own by default. */
  origin?: string;
}

function WithoutModule() {
  const { t } = useTranslation('delivery');
  const { workspace } = useSession();
  const none = workspace.id === noWorkspaceId;
  return (
    <Page>
      <ScreenTitle>{t('home.title')}</ScreenTitle>
      <EmptyState
        headingLevel={2}
        title={
          none
            ? t('home.noWorkspace.title')
            : t('home.noModule.title', { workspace: workspace.name })
        }
        description={none ? t('home.noWorkspace.description') : t('home.noModule.description')}
      />
    </Page>
  );
}

export function HomeScreen({ now = Date.now, origin = window.location.origin }: HomeScreenProps) {
  const { t } = useTranslation(['delivery', 'common', 'errors']);
  const { workspace } = useSession();
  const params = useParams();
  const hasModule = workspace.modules.includes('da');
  const data = useHomeData(now, hasModule);
  if (!hasModule) return <WithoutModule />;

  const base = `/${params.workspace ?? workspace.id}/delivery-analytics`;
  const header = (
    <Header>
      <div>
        <ScreenTitle>{t('home.title')}</ScreenTitle>
        <p>{t('home.subtitle', { workspace: workspace.name, dataset: workspace.dataset })}</p>
      </div>
      <Actions aria-label={t('home.actions')}>
        <ActionLink to={`${base}/report`} data-variant="primary">
          {t('home.openReport')}
        </ActionLink>
        <ActionLink to={`${base}/search`}>{t('home.findMessage')}</ActionLink>
      </Actions>
    </Header>
  );

  if (data.datasets.status === 'error') {
    const reason = {
      offline: t('errors:offline'),
      unreachable: t('errors:couldNotConnect'),
      unavailable: t('home.feed.unavailable', { dataset: workspace.dataset }),
      failed: t('home.failed'),
    }[loadErrorKind(data.datasets.error)];
    return (
      <Page>
        {header}
        <ErrorState
          title={t('common:somethingWentWrong')}
          description={reason}
          reloadLabel={t('common:reload')}
          onReload={data.reloadAll}
        />
      </Page>
    );
  }

  const dataset = data.datasets.data?.find((entry) => entry.id === workspace.dataset);
  const others = data.datasets.data?.filter((entry) => entry.id !== workspace.dataset) ?? [];
  const latest = latestActivity(data.month.data, data.day.data);
  // Nothing by hour over the last day nor by day over the last 30: nothing has been received.
  const noTraffic = latest?.kind === 'none';
  return (
    <Page>
      {header}
      {noTraffic ? (
        <IngestGuide
          dataset={dataset ?? { id: workspace.dataset, platform: 'other' }}
          origin={origin}
        />
      ) : (
        <HeadlineFigures
          yesterday={data.yesterday}
          dayBefore={data.dayBefore}
          ranges={data.ranges}
        />
      )}
      <Columns>
        <DataFeed
          dataset={dataset}
          isLoading={data.datasets.status === 'loading'}
          latest={latest}
          latestFailed={data.month.status === 'error' || data.day.status === 'error'}
          origin={origin}
          showEndpoint={!noTraffic}
        />
        {others.length > 0 && <OtherDatasets datasets={others} />}
      </Columns>
    </Page>
  );
}
