// Mail received for the Email Auditor: `audit+<token>@MAIL_DOMAIN`, a workspace's audit address.
// The address is refused (550) when no workspace has the token, when its account or workspace
// lost the module, or when the account received its `audit_limit` of audits this calendar
// month (UTC). The message is stored raw first (mail/inbound); here it is audited and its
// report kept.
import type { InboundMessage, InboundRoute } from '../../mail/inbound/router.ts';
import { jsonb } from '../../db/jsonb.ts';
import type { Services } from '../../http/context.ts';
import { auditMessage } from './audit/auditMessage.ts';
import { countReportsSince, insertReport, workspaceOfToken } from './auditor.repository.ts';

const monthStart = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));

async function owner(services: Services, token: string) {
  const row = await workspaceOfToken(services.db, token);
  if (!row?.modules.includes('ea') || !row.workspace_modules.includes('ea')) return null;
  if (row.audit_limit !== null) {
    const used = await countReportsSince(services.db, row.account_id, monthStart(new Date()));
    if (used >= row.audit_limit) return null;
  }
  return row;
}

const tokenOf = (message: InboundMessage) =>
  message.rcptTo.map((address) => /^audit\+([^@]+)@/i.exec(address)?.[1]).find(Boolean);

export const auditInbound: InboundRoute = {
  prefix: 'audit',
  module: 'ea',
  async accepts(address, services) {
    return (await owner(services, address.token)) !== null;
  },
  async handle(message, services) {
    const token = tokenOf(message);
    const row = token ? await workspaceOfToken(services.db, token) : undefined;
    if (!row) throw new Error('An audit needs a workspace audit address, which this message lacks');
    const result = await auditMessage(services, message);
    await insertReport(services.db, {
      account_id: row.account_id,
      workspace_id: row.workspace_id,
      inbound_message_id: message.id,
      received_at: message.receivedAt,
      subject: result.subject,
      from_address: result.from,
      score: result.score,
      summary: jsonb(result.summary),
      topics: jsonb(result.topics),
      requirements: jsonb(result.requirements),
      header: result.header,
      text_part: result.text,
      html_part: result.html,
      data: jsonb(result.data),
    });
  },
};
