// A small argument reader for the command line: positionals, `--flag` and `--name value`.
export interface Args {
  positionals: string[];
  options: Map<string, string | true>;
}

export function parseArgs(argv: readonly string[]): Args {
  const positionals: string[] = [];
  const options = new Map<string, string | true>();
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index] as string;
    if (!arg.startsWith('--')) {
      positionals.push(arg);
      continue;
    }
    const [name, inline] = arg.slice(2).split('=', 2) as [string, string | undefined];
    const next = argv[index + 1];
    if (inline !== undefined) options.set(name, inline);
    else if (next !== undefined && !next.startsWith('--') && valueOptions.has(name)) {
      options.set(name, next);
      index += 1;
    } else options.set(name, true);
  }
  return { positionals, options };
}

/** Options that take a value; every other option is a flag. */
const valueOptions = new Set([
  'name',
  'password',
  'account',
  'role',
  'limit',
  // inbound and mailbox
  'retry',
  'state',
  'host',
  'port',
  'user',
  'folder',
  'processed-folder',
  'handler',
  // dmarc-services
  'type',
]);

export function stringOption(args: Args, name: string): string | undefined {
  const value = args.options.get(name);
  return typeof value === 'string' ? value : undefined;
}
