// No test asks the system's resolvers (loopbackDns.ts): the services a test starts without
// DNS_SERVERS, node's own resolver and a process a test starts all ask the run's DNS server on
// loopback. Its canary, a TXT record with a token of this run that no other server has, proves
// where a lookup went; the reverse name of a public address comes back NXDOMAIN from it at once.
import { execFile } from 'node:child_process';
import dns from 'node:dns';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { effectiveDnsServers, formatDnsServer } from '../dns/servers.ts';
import { serverPackageRoot } from './productProcess.ts';
import { useTestApp } from './testApp.ts';

const runServer = inject('testDnsServer');
const canary = inject('testDnsCanary');

describe('the DNS of tests', () => {
  const holder = useTestApp('pglite');

  it("is the run's loopback server for services started without DNS_SERVERS", async () => {
    const { config, dns: resolver } = holder.app.services;
    expect(config.dnsServers).toEqual([]);
    // the only server the resolver asks: no lookup can reach another
    expect(effectiveDnsServers(config.dnsServers).map(formatDnsServer)).toEqual([runServer]);
    expect(runServer).toMatch(/^127\.0\.0\.1:\d+$/);
    expect(await resolver.txt(canary.name)).toMatchObject({ status: 'ok', records: [canary.text] });
    const queries = resolver.stats.queries;
    const started = performance.now();
    expect(await resolver.ptr('8.8.8.8')).toMatchObject({ status: 'nxdomain', cached: false });
    // one query, answered: a server that did not answer would have taken the resolver's 2 s
    expect(resolver.stats.queries).toBe(queries + 1);
    expect(performance.now() - started).toBeLessThan(1500);
  });

  it("is what node's own resolver asks, for the libraries that call node:dns", async () => {
    expect(dns.getServers()).toEqual([runServer]);
    expect(await dns.promises.resolveTxt(canary.name)).toEqual([[canary.text]]);
    await expect(dns.promises.reverse('8.8.8.8')).rejects.toMatchObject({ code: 'ENOTFOUND' });
  });

  it('reaches the processes a test starts, through DNS_SERVERS in their environment', async () => {
    expect(process.env.DNS_SERVERS).toBe(runServer);
    // what main.ts and the command line do with the environment they inherit
    const module = (file: string) => JSON.stringify(path.join(serverPackageRoot, 'src', file));
    const script = [
      `import { loadConfig } from ${module('config.ts')};`,
      `import { createDnsResolver } from ${module('dns/resolver.ts')};`,
      'const resolver = createDnsResolver({ servers: loadConfig().dnsServers });',
      `const answer = await resolver.txt(${JSON.stringify(canary.name)});`,
      'await resolver.close();',
      'console.log(JSON.stringify(answer));',
    ].join('\n');
    const output = await new Promise<string>((resolve, reject) =>
      execFile(process.execPath, ['--input-type=module', '-e', script], (error, stdout) =>
        error ? reject(error) : resolve(stdout),
      ),
    );
    expect(JSON.parse(output)).toMatchObject({ status: 'ok', records: [canary.text] });
  });
});
