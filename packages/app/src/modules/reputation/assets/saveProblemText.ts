// A refusal of the server in the words of the dialog: which asset, which kind, which limit.
import type { AssetKind } from '../shared/reputationPaths.ts';
import type { ReputationTexts } from '../shared/useReputationTexts.ts';
import type { SaveProblem } from './assetErrors.ts';

export function saveProblemText(
  problem: SaveProblem,
  kind: AssetKind,
  key: string,
  texts: ReputationTexts,
  /** the account's use of its limit, when the refusal did not carry it */
  usage?: { count: number; limit: number | null },
): string {
  const { t, format } = texts;
  switch (problem.kind) {
    case 'conflict':
      return t('edit.error.conflict', { key });
    case 'limit': {
      const limit = problem.limit ?? usage?.limit ?? null;
      const count = problem.count ?? usage?.count ?? null;
      return limit === null
        ? t(`edit.error.limitUnknown.${kind}`)
        : t(`edit.error.limit.${kind}`, {
            count: limit,
            limit: format.count(limit),
            used: format.count(count ?? limit),
          });
    }
    case 'forbidden':
      return t(`edit.error.forbidden.${kind}`);
    case 'notFound':
      return t('edit.error.notFound', { key });
    case 'invalid':
      return t('edit.error.invalid', { message: problem.message });
    case 'network':
      return t('edit.error.network');
    case 'failed':
      return t('edit.error.failed');
  }
}
