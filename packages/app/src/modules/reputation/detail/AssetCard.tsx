// The top of an IP's, a range's or a domain's page: what it is now (the facts its page gives
// first, its tags, the lists listing it, when it was last checked) and, for editors, its Edit
// and Remove buttons. Removing leads back to the list.
import { useId, type ReactNode } from 'react';
import { roleAllows, type ListingCheck } from '@console/contract';
import { Pill, space, useSnackbar } from '@console/ui';
import { styled } from 'styled-components';
import { useNavigate } from 'react-router';
import { useSession } from '../../../session/SessionContext.tsx';
import { AssetEditButtons } from '../assets/AssetEditButtons.tsx';
import type { EditedAsset } from '../assets/AssetFormDialog.tsx';
import { Fact } from '../shared/Fact.tsx';
import { Card, FactRow } from '../shared/reputation.styles.ts';
import { useReputationPaths, type AssetKind } from '../shared/reputationPaths.ts';
import { TimeAgo } from '../shared/TimeAgo.tsx';
import type { ReputationTexts } from '../shared/useReputationTexts.ts';

const CardHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space(2)};
`;

export interface AssetCardProps {
  kind: AssetKind;
  asset: EditedAsset;
  checks: readonly ListingCheck[];
  /** facts of this kind, shown first (Fact elements) */
  children?: ReactNode;
  /** reloads the page's data after a change */
  onChanged: () => void;
  texts: ReputationTexts;
}

export function AssetCard({ kind, asset, checks, children, onChanged, texts }: AssetCardProps) {
  const { t } = texts;
  const { workspace } = useSession();
  const snackbar = useSnackbar();
  const navigate = useNavigate();
  const paths = useReputationPaths();
  const headingId = useId();
  const listed = checks.filter((check) => check.status === 'listed');
  const checkedAt = checks
    .map((check) => check.checked_at)
    .sort()
    .at(-1);
  return (
    <Card aria-labelledby={headingId}>
      <CardHead>
        <h2 id={headingId}>{t('detail.now')}</h2>
        {roleAllows(workspace.role, 'editor') && (
          <AssetEditButtons
            kind={kind}
            asset={asset}
            texts={texts}
            onSaved={(key) => {
              snackbar.show(t('edit.saved', { key }), { variant: 'success' });
              onChanged();
            }}
            onRemoved={(key) => {
              snackbar.show(t('edit.removed', { key }), { variant: 'success' });
              void navigate(paths.list(kind));
            }}
          />
        )}
      </CardHead>
      <FactRow>
        {children}
        <Fact label={t('detail.listedOn')}>
          {listed.length === 0 ? (
            <Pill tone="success" hasDot>
              {t('detail.listedNowhere')}
            </Pill>
          ) : (
            listed.map((check) => (
              <Pill key={check.list} tone="danger" hasDot>
                {check.name}
              </Pill>
            ))
          )}
        </Fact>
        {asset.tags.length > 0 && (
          <Fact label={t('assets.column.tags')}>
            {asset.tags.map((tag) => (
              <Pill key={tag}>{tag}</Pill>
            ))}
          </Fact>
        )}
        <Fact label={t('assets.column.lastChecked')}>
          {checkedAt ? <TimeAgo iso={checkedAt} texts={texts} /> : t('assets.notChecked')}
        </Fact>
      </FactRow>
    </Card>
  );
}
