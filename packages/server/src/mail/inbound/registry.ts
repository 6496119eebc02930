// Every route of mail received, collected from the modules that own them (router.ts): a module
// adds its route here, e.g. `{ prefix: 'dmarc', module: 'dr', accepts, handle }` for
// dmarc+<token>@MAIL_DOMAIN. The SMTP listener, the IMAP fetch and `pnpm console inbound
// --retry` all read this list. Any other address is refused (550).
import { auditInbound } from '../../modules/auditor/auditor.inbound.ts';
import { dmarcInbound } from '../../modules/dmarc/dmarc.inbound.ts';
import type { InboundRoute } from './router.ts';

export const inboundRoutes: readonly InboundRoute[] = [dmarcInbound, auditInbound];
