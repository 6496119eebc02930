// Addresses of the Email Auditor pages in the current workspace: the inbox and a report's views.
import { useParams } from 'react-router';
import { useSession } from '../../../session/SessionContext.tsx';

/** A report's views, each a page of its own (spec section 2). */
export const reportViews = ['report', 'header', 'text', 'html', 'data'] as const;
export type ReportView = (typeof reportViews)[number];

export function useAuditorPaths() {
  const params = useParams();
  const { workspace } = useSession();
  const base = `/${encodeURIComponent(params.workspace ?? workspace.id)}/email-auditor`;
  return {
    inbox: `${base}/inbox`,
    view: (report: string, view: ReportView = 'report') =>
      `${base}/inbox/${encodeURIComponent(report)}/${view}`,
  };
}
