// Whether Microsoft blocks the IP (SNDS' IP status export) and why, in Microsoft's words; "not
// blocked" only when SNDS reported on the IP at all, since no data says nothing either way.
import { Pill, space } from '@console/ui';
import { styled } from 'styled-components';
import { Code } from '../shared/reputation.styles.ts';
import type { ReputationTexts } from '../shared/useReputationTexts.ts';

const Status = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(1)} ${space(2)};
  margin: 0;
`;

export interface SndsStatusProps {
  blocked: string | null;
  hasDays: boolean;
  texts: ReputationTexts;
}

export function SndsStatus({ blocked, hasDays, texts }: SndsStatusProps) {
  const { t } = texts;
  if (blocked !== null)
    return (
      <Status>
        <Pill tone="danger" hasDot>
          {t('snds.blocked')}
        </Pill>
        <Code>{blocked}</Code>
      </Status>
    );
  if (!hasDays) return null;
  return (
    <Status>
      <Pill tone="success" hasDot>
        {t('snds.notBlocked')}
      </Pill>
    </Status>
  );
}
