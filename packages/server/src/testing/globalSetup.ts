// Once per test run, whatever its projects (the root config's globalSetup: Vitest 5 runs it once,
// after the projects' own, and strips it from the projects that inherit the root config):
// - a DNS server on loopback that every test asks unless it sets its own (loopbackDns.ts makes
//   it the default of the test processes and of the servers they start): it has no records but
//   a canary, so each name a test looks up gets NXDOMAIN at once, where the system's resolvers
//   would wait on the network for the reverse names of public addresses in imported reports;
// - spamd, started by the first file that audits mail and shared by the others (unit and e2e),
//   where each used to start its own and wait seconds for its rules.
// Tests read both with inject().
import crypto from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { startTestDnsServer } from './dnsServer.ts';
import { serveSpamdOnDemand } from './spamd.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** `127.0.0.1:port` of the run's DNS server, as DNS_SERVERS takes it */
    testDnsServer: string;
    /** a TXT record only that server has: a lookup that finds it went nowhere else */
    testDnsCanary: { name: string; text: string };
    /** `127.0.0.1:port` of the run's spamd, as SPAMD_URL takes it: use sharedSpamd() */
    spamdUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dns = await startTestDnsServer();
  const canary = { name: 'canary.loopback.test', text: `test run ${crypto.randomUUID()}` };
  dns.set(canary.name, 'TXT', [canary.text]);
  const spamd = await serveSpamdOnDemand();
  project.provide('testDnsServer', dns.hostPort);
  project.provide('testDnsCanary', canary);
  project.provide('spamdUrl', `${spamd.host}:${spamd.port}`);
  return async () => {
    await spamd.stop();
    await dns.close();
  };
}
