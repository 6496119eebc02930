// One audit report with everything its views show (member/emailaudit/get). A report never
// changes once made, so the answer is kept for the client that asked (one per signed-in app, one
// per story) and moving between the report's views asks the server once; a failed answer is not
// kept, so Reload asks again.
import type { ApiClient, EmailAuditDetail } from '@console/contract';
import { useQuery } from '../../../api/useQuery.ts';

const answers = new WeakMap<ApiClient, Map<string, Promise<EmailAuditDetail>>>();

function reportOf(api: ApiClient, id: string): Promise<EmailAuditDetail> {
  let reports = answers.get(api);
  if (!reports) {
    reports = new Map();
    answers.set(api, reports);
  }
  const known = reports.get(id);
  if (known) return known;
  const asked = api.member.emailaudit.get({ id });
  reports.set(id, asked);
  asked.catch(() => reports.delete(id));
  return asked;
}

export function useAuditReport(id: string) {
  return useQuery((api) => reportOf(api, id), [id]);
}
