// The sending services an admin added (table dmarc_services), as the catalogue reads them, and
// the checks an addition passes: a registrable domain (the base domain of PTR names, as sources
// are keyed), a name a screen can show, one of the contract's service types.
import { fail } from '../../../http/apiError.ts';
import type { Db } from '../../../db/schema/index.ts';
import { organizationalDomain } from '../alignment.ts';
import { addedServices, saveService } from '../dmarc.repository.ts';
import { serviceTypes, type AddedServices, type ServiceType } from './catalogue.ts';

export async function loadAddedServices(db: Db): Promise<AddedServices> {
  const rows = await addedServices(db);
  return new Map(
    rows.map((row) => [row.base_domain, { name: row.name, type: row.type as ServiceType }]),
  );
}

export async function addService(
  db: Db,
  input: { baseDomain: string; name: string; type: string },
): Promise<void> {
  const domain = input.baseDomain.trim().toLowerCase().replace(/\.$/, '');
  if (!/^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(domain) || organizationalDomain(domain) !== domain)
    throw fail(
      'ValidationError',
      `${input.baseDomain} is not a registrable domain (the base domain of PTR names, such as sendgrid.net)`,
    );
  const name = input.name.trim();
  if (name === '' || name.length > 100 || /\p{Cc}/u.test(name))
    throw fail('ValidationError', 'The name takes 1 to 100 characters, on one line');
  if (!serviceTypes.includes(input.type as ServiceType))
    throw fail('ValidationError', `The type is one of ${serviceTypes.join(', ')}`);
  await saveService(db, { base_domain: domain, name, type: input.type });
}
