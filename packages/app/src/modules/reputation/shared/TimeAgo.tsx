// An instant as a professional reads a check time: how long ago first ("2 hours ago"), then the
// time (today) or the date and time in the user's format, muted; both are text, so both are read
// out.
import { CellLine } from './reputation.styles.ts';
import type { ReputationTexts } from './useReputationTexts.ts';

export function TimeAgo({ iso, texts }: { iso: string; texts: ReputationTexts }) {
  return (
    <CellLine>
      <time dateTime={iso}>{texts.ago(iso)}</time>
      <span className="muted">{texts.when(iso)}</span>
    </CellLine>
  );
}
