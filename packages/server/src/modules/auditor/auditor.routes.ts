// The calls of the Email Auditor (module ea).
import { handle } from '../../http/routes.ts';
import { auditDetail, auditInbox, renewAuditAddress } from './auditor.service.ts';

export const auditorRoutes = [
  handle('member/emailaudit/all', (input, context) => auditInbox(context, input)),
  handle('member/emailaudit/get', (input, context) => auditDetail(context, input)),
  handle('editor/emailaudit/renew', (input, context) => renewAuditAddress(context, input)),
];
