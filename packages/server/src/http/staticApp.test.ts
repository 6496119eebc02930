// The built app as the browser gets it: precompressed twins sent when accepted, hashed assets
// cached for a year, index.html revalidated and answered for deep links, API paths never
// swallowed by the fallback.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerStaticApp } from './staticApp.ts';

const script = 'export const answer = 42;\n'.repeat(50);

describe('the static app', () => {
  const appDir = fs.mkdtempSync(path.join(os.tmpdir(), 'static-app-'));
  const app = Fastify();

  beforeAll(async () => {
    fs.mkdirSync(path.join(appDir, 'assets'));
    fs.writeFileSync(path.join(appDir, 'index.html'), '<!doctype html><title>Console</title>');
    fs.writeFileSync(path.join(appDir, 'assets', 'main-4f2a.js'), script);
    fs.writeFileSync(path.join(appDir, 'assets', 'main-4f2a.js.gz'), gzipSync(script));
    await registerStaticApp(app, appDir);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(appDir, { recursive: true, force: true });
  });

  it('sends the gzip twin of a hashed asset to a browser that accepts it, cached for a year', async () => {
    const response = await app.inject({
      url: '/assets/main-4f2a.js',
      headers: { 'accept-encoding': 'gzip, deflate' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(response.rawPayload).toString()).toBe(script);
  });

  it('sends the plain file to a client that accepts no encoding', async () => {
    const response = await app.inject({ url: '/assets/main-4f2a.js' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(script);
  });

  it('answers deep links with index.html, revalidated on every load', async () => {
    const response = await app.inject({ url: '/demo/delivery-analytics/report?provider=google' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<title>Console</title>');
  });

  it('keeps unknown API paths as a 404 with the error shape', async () => {
    const response = await app.inject({ url: '/api/v1.1/public/nothing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ name: 'NotFound' });
  });
});
