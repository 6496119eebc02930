// Mail received for DMARC Reports: `dmarc+<token>@MAIL_DOMAIN` (the account's report address,
// for aggregate, failure and TLS reports alike) and the IMAP mailboxes an admin set up for an
// account with this module. The message is already stored raw (mail/inbound); its reports are
// imported here. A message none of whose reports could be read fails, keeps its reason and can
// be imported again (`pnpm console inbound --retry`); one with some reports stored is done, and
// what could not be read in it is logged.
import type { InboundRoute } from '../../mail/inbound/router.ts';
import { accountOfToken } from './dmarc.repository.ts';
import { sourceLookupJob } from './dmarc.jobs.ts';
import { importReports, reportsRead } from './reportImport.ts';

export const dmarcInbound: InboundRoute = {
  prefix: 'dmarc',
  module: 'dr',
  async accepts(address, services) {
    return (await accountOfToken(services.db, address.token)) !== undefined;
  },
  async handle(message, services) {
    let accountId = message.accountId;
    for (const address of message.rcptTo) {
      if (accountId) break;
      const token = /^dmarc\+([^@]+)@/i.exec(address)?.[1];
      if (token) accountId = (await accountOfToken(services.db, token)) ?? null;
    }
    if (!accountId) throw new Error('No account has this report address any more');
    const summary = await importReports(services.db, accountId, message.raw, {
      inboundMessageId: message.id,
      name: `message ${message.id}`,
    });
    await services.jobs.send(sourceLookupJob);
    const problems = summary.errors.map((error) => `${error.source}: ${error.message}`);
    if (reportsRead(summary) === 0)
      throw new Error(problems.join('; ') || 'The message holds no DMARC or TLS report');
    if (problems.length > 0)
      services.logger.warn(
        { message: message.id, problems },
        'parts of a report message were not read',
      );
  },
};
