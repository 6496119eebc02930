// Once per e2e run:
// - the folder of the data folders startServer prepares once and copies for each server
//   (server.ts), removed at the end, so that no run starts from what an older build left;
// - Debian's Chromium, launched once: each file connects to it (browser.ts) and opens its own
//   contexts, where each used to launch one and wait for it;
// - the shared server of the flows that only read the demo traffic (sharedServer in server.ts),
//   started when the first of them asks: a run of other files imports no traffic for it.
// Both are children of this process, so they live until the teardown whichever file came first.
import fs from 'node:fs';
import http from 'node:http';
import type net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { chromiumLaunchOptions } from './browser.ts';
import {
  launchServer,
  sharedDemoEvents,
  type RunningServer,
  type SharedServerAddress,
} from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    e2eTemplates: string;
    /** the run's Chromium, for playwright-core's chromium.connect */
    e2eChromium: string;
    /** POST to it answers the shared server's SharedServerAddress once it runs */
    e2eSharedServer: string;
  }
}

/**
 * An address on loopback whose first request starts the shared server; every request is
 * answered once it runs (with its address) or failed (500, with why). A start that failed is
 * tried again by the next request: the template it prepared meanwhile is kept.
 */
async function serveSharedServerOnDemand(
  project: TestProject,
  templates: string,
): Promise<{ url: string; stop: () => Promise<void> }> {
  let started: Promise<RunningServer> | undefined;
  const start = () => {
    // The run's DNS server, as the servers the files start inherit it (loopbackDns.ts): the
    // root's global setup provides it after this one, before the first file asks.
    const { testDnsServer } = project.getProvidedContext();
    return launchServer(templates, {
      demoEvents: sharedDemoEvents,
      env: testDnsServer ? { DNS_SERVERS: testDnsServer } : {},
    }).catch((error: unknown) => {
      started = undefined;
      throw error;
    });
  };
  const endpoint = http.createServer((request, response) => {
    request.resume();
    started ??= start();
    started.then(
      ({ url, dataDir }) => {
        const address: SharedServerAddress = { url, port: Number(new URL(url).port), dataDir };
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify(address));
      },
      (error: unknown) => {
        response.writeHead(500, { 'content-type': 'text/plain' });
        response.end(error instanceof Error ? (error.stack ?? error.message) : String(error));
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    endpoint.once('error', reject);
    endpoint.listen(0, '127.0.0.1', resolve);
  });
  const { port } = endpoint.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/shared-server`,
    async stop() {
      endpoint.close();
      endpoint.closeAllConnections();
      const server = await started?.catch(() => undefined);
      await server?.stop();
    },
  };
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const templates = fs.mkdtempSync(path.join(os.tmpdir(), 'console-e2e-templates-'));
  project.provide('e2eTemplates', templates);
  const browser = await chromium.launchServer({ ...chromiumLaunchOptions, host: '127.0.0.1' });
  project.provide('e2eChromium', browser.wsEndpoint());
  const shared = await serveSharedServerOnDemand(project, templates);
  project.provide('e2eSharedServer', shared.url);
  return async () => {
    try {
      await shared.stop();
    } finally {
      try {
        await browser.close();
      } finally {
        fs.rmSync(templates, { recursive: true, force: true });
      }
    }
  };
}
