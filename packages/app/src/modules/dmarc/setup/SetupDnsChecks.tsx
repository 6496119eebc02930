// The setup's checks: a policy domain of the account (set up, or reported on in the last 30
// days) picked from a list, its DNS records checked as on the domain page, with the status and
// the fix of each. Where a new sender sees whether the record they just published is right.
import { useId, useMemo, useState } from 'react';
import { Select, SelectItem } from '@console/ui';
import { useQuery } from '../../../api/useQuery.ts';
import { useSession } from '../../../session/SessionContext.tsx';
import { DnsChecksPanel } from '../domain/DnsChecksPanel.tsx';
import { Card } from '../shared/dmarc.styles.ts';
import { useDmarcTexts } from '../shared/useDmarcTexts.ts';

const dayMs = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function SetupDnsChecks({ now = Date.now }: { now?: () => number }) {
  const { workspace } = useSession();
  const { t } = useDmarcTexts();
  const headingId = useId();
  const days = useMemo(
    () => ({ from: isoDay(now() - 30 * dayMs), to: isoDay(now() - dayMs) }),
    [now],
  );
  const query = useQuery((api) => api.member.dmarc.policy_domains(days), [workspace.account, days]);
  const domains = useMemo(
    () =>
      (query.data ?? [])
        .map((row) => ({ id: row.domain }))
        .sort((a, b) => a.id.localeCompare(b.id)),
    [query.data],
  );
  const [picked, setPicked] = useState<string | null>(null);
  const domain = picked ?? domains[0]?.id ?? null;
  if (query.status !== 'success' || domains.length === 0) return null;
  return (
    <>
      <Card aria-labelledby={headingId}>
        <h2 id={headingId}>{t('setup.checks.title')}</h2>
        <p className="muted">{t('setup.checks.text')}</p>
        <Select
          label={t('setup.checks.domain')}
          items={domains}
          value={domain}
          onChange={(key) => key !== null && setPicked(String(key))}
        >
          {(item) => <SelectItem id={item.id}>{item.id}</SelectItem>}
        </Select>
      </Card>
      {domain && <DnsChecksPanel domain={domain} />}
    </>
  );
}
