// The Email Auditor's calls (module ea): a workspace's inbox (its audit address, created at the
// first call, and its reports newest first), one report with its tabs, and a new address. The
// call guards have checked that the workspace is the account's and has the module.
import crypto from 'node:crypto';
import type { EmailAuditDetail, EmailAuditInbox, ParsedInput } from '@console/contract';
import { notFound } from '../../http/apiError.ts';
import type { AccountContext } from '../../http/context.ts';
import {
  claimAddressToken,
  replaceAddressToken,
  reportOfAccount,
  reportsOfWorkspace,
} from './auditor.repository.ts';

const newToken = () => crypto.randomBytes(8).toString('hex');
const addressOf = (context: AccountContext, token: string) =>
  `audit+${token}@${context.config.inbound.mailDomain}`;

export async function auditInbox(
  context: AccountContext,
  input: ParsedInput<'member/emailaudit/all'>,
): Promise<EmailAuditInbox> {
  const [token, reports] = await Promise.all([
    claimAddressToken(context.db, context.account.id, input.workspace, newToken()),
    reportsOfWorkspace(context.db, input.workspace),
  ]);
  return {
    address: addressOf(context, token),
    reports: reports.map((row) => ({
      id: String(row.id),
      date: row.received_at.toISOString(),
      subject: row.subject,
      from: row.from_address,
      score: row.score,
      summary: row.summary,
    })),
  };
}

export async function auditDetail(
  context: AccountContext,
  input: ParsedInput<'member/emailaudit/get'>,
): Promise<EmailAuditDetail> {
  const id = /^\d{1,9}$/.test(input.id) ? Number(input.id) : null;
  const row = id === null ? undefined : await reportOfAccount(context.db, context.account.id, id);
  if (!row) throw notFound('No such audit report in this account');
  return {
    id: String(row.id),
    date: row.received_at.toISOString(),
    report: { topics: row.topics },
    summary: row.summary,
    subject: row.subject,
    from: row.from_address,
    header: row.header,
    text: row.text_part,
    html: row.html_part,
    data: row.data,
    requirements: row.requirements,
  };
}

export async function renewAuditAddress(
  context: AccountContext,
  input: ParsedInput<'editor/emailaudit/renew'>,
): Promise<{ address: string }> {
  const token = newToken();
  await replaceAddressToken(context.db, context.account.id, input.workspace, token);
  return { address: addressOf(context, token) };
}
