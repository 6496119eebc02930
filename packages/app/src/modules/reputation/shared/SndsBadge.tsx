// Microsoft SNDS' filter result as a badge: the colour's name is its text ("Green", "Vert",
// "Grün"), the tone only repeats it, and its title says what the colour means.
import type { SndsFilter } from './reputationTypes.ts';
import { Pill, type PillTone } from '@console/ui';
import type { ReputationTexts } from './useReputationTexts.ts';

const tones: Record<SndsFilter, PillTone> = {
  GREEN: 'success',
  YELLOW: 'warning',
  RED: 'danger',
};

export function SndsBadge({ filter, texts }: { filter: SndsFilter; texts: ReputationTexts }) {
  return (
    <Pill tone={tones[filter]} hasDot title={texts.t(`snds.meaning.${filter}`)}>
      {texts.snds(filter)}
    </Pill>
  );
}
