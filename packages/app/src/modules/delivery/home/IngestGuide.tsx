// The home of a dataset without traffic: how to send it data, by HTTPS push (the endpoint of
// packages/server, one URL per source format, the dataset's access key in Authorization) or by
// importing accounting files on the server. The access key itself is never shown: the console
// does not hold it, and it does not belong on a screen.
import type { Dataset } from '@console/contract';
import { isPushSource, pushSources } from '@console/contract/platforms';
import { InboxIcon } from '@console/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../session/SessionContext.tsx';
import { ingestEndpoint } from './DataFeed.tsx';
import { Card, CodeBlock } from './HomeScreen.styles.ts';
import { GuideTitle } from './IngestGuide.styles.ts';

export interface IngestGuideProps {
  /** the workspace's dataset; its id alone when datasets/all did not list it */
  dataset: Pick<Dataset, 'id' | 'platform'>;
  origin: string;
}

export function IngestGuide({ dataset, origin }: IngestGuideProps) {
  const { t } = useTranslation('delivery');
  const { workspace } = useSession();
  const headingId = useId();
  const format = isPushSource(dataset.platform) ? dataset.platform : '<source>';
  return (
    <Card aria-labelledby={headingId}>
      <GuideTitle>
        <InboxIcon size={28} />
        <div>
          <h2 id={headingId}>{t('home.empty.title')}</h2>
          <p className="muted">{t('home.empty.description', { workspace: workspace.name })}</p>
        </div>
      </GuideTitle>
      <h3>{t('home.empty.pushHeading')}</h3>
      <p>{t('home.empty.pushText')}</p>
      <CodeBlock>{`POST ${ingestEndpoint(origin, dataset)}\nAuthorization: Bearer <access key>`}</CodeBlock>
      <p className="muted">
        {t('home.empty.sources', { sources: pushSources.join(', ') })} {t('home.empty.authText')}
      </p>
      <h3>{t('home.empty.importHeading')}</h3>
      <p>{t('home.empty.importText')}</p>
      <CodeBlock>{`npm run console -- import --dataset ${dataset.id} --format ${format} accounting.csv.gz`}</CodeBlock>
    </Card>
  );
}
