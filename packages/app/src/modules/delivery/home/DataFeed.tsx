// What feeds the workspace's dataset (platform, storage, latest events, who may read it, where
// to push events) and the account's other datasets with the workspaces that show them.
import { TZDate } from '@date-fns/tz';
import type { Dataset } from '@console/contract';
import { isPushSource } from '@console/contract/platforms';
import { Button, CopyIcon, Loading, useSnackbar } from '@console/ui';
import { format as formatDate } from 'date-fns';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatters } from '../../../format/useFormatters.ts';
import { useSession } from '../../../session/SessionContext.tsx';
import { platformName } from '../search/platforms.ts';
import type { LatestActivity } from './homeActivity.ts';
import { Card, Code, DatasetList, Facts } from './HomeScreen.styles.ts';

/** The push address of a dataset; `<source>` when its platform is not one the server parses. */
export function ingestEndpoint(origin: string, dataset: Pick<Dataset, 'id' | 'platform'>) {
  const source = isPushSource(dataset.platform) ? dataset.platform : '<source>';
  return `${origin}/api/ingest/${encodeURIComponent(dataset.id)}/${source}`;
}

function LatestEvents({ latest, failed }: { latest: LatestActivity | undefined; failed: boolean }) {
  const { t } = useTranslation(['delivery', 'common']);
  const format = useFormatters();
  const { user } = useSession();
  const clock = (iso: string) =>
    formatDate(
      new TZDate(Date.parse(iso), format.timeZone),
      user.clock === 'h12' ? 'h:mm a' : 'HH:mm',
      {
        locale: format.locale,
      },
    );
  if (failed) return <span className="muted">{t('common:failedToLoad')}</span>;
  if (latest === undefined) return <span className="muted">{t('common:loading')}</span>;
  if (latest.kind === 'none') return <>{t('home.feed.latestNone')}</>;
  if (latest.kind === 'day') return <>{format.date(latest.start)}</>;
  return (
    <>
      {t('home.feed.latestHour', {
        day: format.date(latest.start),
        from: clock(latest.start),
        to: clock(latest.end),
      })}
    </>
  );
}

export interface DataFeedProps {
  dataset: Dataset | undefined;
  isLoading: boolean;
  latest: LatestActivity | undefined;
  /** the activity series could not be loaded */
  latestFailed: boolean;
  /** the console's address, for the ingest endpoint */
  origin: string;
  /** the push address is shown here unless the ingest guide shows it */
  showEndpoint: boolean;
}

export function DataFeed(props: DataFeedProps) {
  const { dataset, isLoading, latest, latestFailed, origin, showEndpoint } = props;
  const { t } = useTranslation(['delivery', 'common']);
  const { workspace } = useSession();
  const snackbar = useSnackbar();
  const headingId = useId();
  const copy = (text: string) =>
    navigator.clipboard.writeText(text).then(
      () => snackbar.show(t('common:valueCopied'), { variant: 'primary' }),
      () => undefined, // no clipboard permission: nothing was copied, nothing to announce
    );

  let content;
  if (isLoading) content = <Loading label={t('common:loading')} />;
  else if (!dataset) content = <p>{t('home.feed.unavailable', { dataset: workspace.dataset })}</p>;
  else {
    const endpoint = ingestEndpoint(origin, dataset);
    content = (
      <Facts>
        <dt>{t('home.feed.dataset')}</dt>
        <dd>
          <Code>{dataset.id}</Code>
        </dd>
        <dt>{t('home.feed.platform')}</dt>
        <dd>{platformName(dataset.platform) ?? t('home.platform.other')}</dd>
        <dt>{t('home.feed.location')}</dt>
        <dd>{dataset.location}</dd>
        <dt>{t('home.feed.latest')}</dt>
        <dd>
          <LatestEvents latest={latest} failed={latestFailed} />
        </dd>
        <dt>{t('home.feed.access')}</dt>
        <dd>
          {dataset.viewers.length === 0
            ? t('home.feed.accessAll')
            : t('home.feed.accessViewers', { count: dataset.viewers.length })}
        </dd>
        {showEndpoint && (
          <>
            <dt>{t('home.feed.endpoint')}</dt>
            <dd>
              <Code>{endpoint}</Code>
              <Button
                variant="ghost"
                icon={<CopyIcon />}
                aria-label={t('home.feed.copyEndpoint')}
                onPress={() => void copy(endpoint)}
              />
            </dd>
          </>
        )}
      </Facts>
    );
  }
  return (
    <Card aria-labelledby={headingId}>
      <h2 id={headingId}>{t('home.feed.heading')}</h2>
      {content}
    </Card>
  );
}

/** The account's other datasets, each with the workspaces of this user that show it. */
export function OtherDatasets({ datasets }: { datasets: readonly Dataset[] }) {
  const { t } = useTranslation('delivery');
  const { workspaces } = useSession();
  const headingId = useId();
  return (
    <Card aria-labelledby={headingId}>
      <h2 id={headingId}>{t('home.others.heading')}</h2>
      <DatasetList>
        {datasets.map((dataset) => {
          const shownIn = workspaces.filter(
            (workspace) => workspace.dataset === dataset.id && workspace.modules.includes('da'),
          );
          return (
            <li key={dataset.id}>
              <Code>{dataset.id}</Code>
              <span className="muted">
                {platformName(dataset.platform) ?? t('home.platform.other')}
              </span>
              {shownIn.length === 0 ? (
                <span className="muted">{t('home.others.noWorkspace')}</span>
              ) : (
                shownIn.map((workspace) => (
                  <Link key={workspace.id} to={`/${workspace.id}/delivery-analytics/home`}>
                    {t('home.others.open', { workspace: workspace.name })}
                  </Link>
                ))
              )}
            </li>
          );
        })}
      </DatasetList>
    </Card>
  );
}
