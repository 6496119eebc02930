// `pnpm console dmarc-services [list] | add DOMAIN --name NAME --type TYPE | remove DOMAIN`:
// the sending services DMARC Reports names sources by, beyond (or renaming) its built-in
// catalogue. Shared by every account; the screens show the change at their next call.
import { fail } from '../http/apiError.ts';
import type { Services } from '../http/context.ts';
import { removeService } from '../modules/dmarc/dmarc.repository.ts';
import { addService, loadAddedServices } from '../modules/dmarc/services/addedServices.ts';
import { knownServices, serviceTypes } from '../modules/dmarc/services/catalogue.ts';
import { stringOption, type Args } from './args.ts';

export const dmarcServicesHelp = `  dmarc-services [list]
                       the sending services added to DMARC Reports' built-in catalogue
  dmarc-services add DOMAIN --name NAME --type ${serviceTypes.join('|')}
                       name the sources whose PTR names are under DOMAIN (or rename a built-in one)
  dmarc-services remove DOMAIN
                       remove an added service`;

export async function dmarcServicesCommand(services: Services, args: Args): Promise<string[]> {
  const [, action = 'list', domain] = args.positionals;
  if (action === 'list') {
    const added = await loadAddedServices(services.db);
    const lines = [...added].map(([base, service]) =>
      [base, service.name, service.type].join('\t'),
    );
    return [
      `${added.size} added, ${knownServices} built in.`,
      ...(lines.length > 0 ? ['DOMAIN\tNAME\tTYPE', ...lines] : []),
    ];
  }
  if (!domain) throw fail('ValidationError', `Give the domain: dmarc-services ${action} DOMAIN`);
  if (action === 'add') {
    await addService(services.db, {
      baseDomain: domain,
      name: stringOption(args, 'name') ?? '',
      type: stringOption(args, 'type') ?? '',
    });
    return [
      `Sources under ${domain.toLowerCase()} are named ${stringOption(args, 'name')?.trim()}.`,
    ];
  }
  if (action === 'remove') {
    if (!(await removeService(services.db, domain.toLowerCase())))
      throw fail('NotFound', `No added service ${domain}`);
    return [`Removed ${domain.toLowerCase()}.`];
  }
  throw fail('ValidationError', `Unknown action ${action}: list, add or remove`);
}
