// Setup file of the unit and e2e projects: the process of each test file asks the run's DNS
// server on loopback (globalSetup.ts), never the system's resolvers, before the file's modules
// load. Two settings carry it:
// - node's own resolver (dns.setServers): what the server's resolver asks when DNS_SERVERS is
//   unset (dns/servers.ts), so the services a test builds with loadConfig({ ... }) ask it, and so
//   do libraries that call node:dns (dns.resolve*, dns.reverse);
// - DNS_SERVERS in process.env: the servers and command lines a test starts inherit it
//   (productProcess.ts, e2e/support/server.ts).
// A test that gives its own DNS_SERVERS or resolver (its zones, a sender's records) keeps it.
// Out of reach: dns.lookup (getaddrinfo reads /etc/resolv.conf itself) and a `new dns.Resolver()`.
import dns from 'node:dns';
import { inject } from 'vitest';

const server = inject('testDnsServer');
dns.setServers([server]);
process.env.DNS_SERVERS = server;
