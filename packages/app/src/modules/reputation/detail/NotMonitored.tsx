// An IP, range or domain the workspace does not monitor (the server answered 404): said plainly,
// with the way back to the list.
import { EmptyState } from '@console/ui';
import { ActionLink } from '../shared/reputation.styles.ts';
import { useReputationPaths, type AssetKind } from '../shared/reputationPaths.ts';
import type { ReputationTexts } from '../shared/useReputationTexts.ts';

export function NotMonitored({
  kind,
  assetKey,
  texts,
}: {
  kind: AssetKind;
  assetKey: string;
  texts: ReputationTexts;
}) {
  const paths = useReputationPaths();
  const { t } = texts;
  return (
    <EmptyState
      headingLevel={2}
      title={t('detail.unknown.title', { key: assetKey })}
      description={t(`detail.unknown.description.${kind}`)}
      action={<ActionLink to={paths.list(kind)}>{t(`detail.unknown.back.${kind}`)}</ActionLink>}
    />
  );
}
