// Sending assets an account registers: IPs and domains (Reputation Monitor) and policies
// (DMARC policy domains, DMARC Reports).
import { z } from 'zod';
import { Description, DomainName, Emails, IpTarget, Tags } from '../primitives.ts';

export const Ip = z.strictObject({
  /** one address, or an IPv4 range (CIDR, at most a /22) whose every address is checked */
  address: IpTarget,
  description: Description,
  /** users who see this IP although they have no membership role that shows it */
  viewers: Emails,
  tags: Tags,
});
export type Ip = z.infer<typeof Ip>;

export const Domain = z.strictObject({
  name: DomainName,
  description: Description,
  viewers: Emails,
  tags: Tags,
});
export type Domain = z.infer<typeof Domain>;

/**
 * A DMARC policy domain the account receives reports for. The spec calls its key `id`; it is
 * the domain name, since reports are addressed by policy domain.
 */
export const Policy = z.strictObject({
  id: DomainName,
  description: Description,
  tags: Tags,
  /** people outside the account who may read this domain's reports */
  guests: Emails,
});
export type Policy = z.infer<typeof Policy>;
