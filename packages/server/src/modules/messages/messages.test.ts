// Heartbeat, system messages, release notes, the dictionary and help on both databases.
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../testing/databases.ts';
import { expectContractOutput } from '../../testing/contractOutput.ts';
import { adminEmail, adminPassword, useTestApp } from '../../testing/testApp.ts';
import { dimensionCatalogue } from '../firstStart/reference.ts';
import { insertMessage, insertReleaseNote } from './messages.repository.ts';

const message = (id: string, timestamp: string, fields: Record<string, unknown> = {}) => ({
  id,
  timestamp,
  title: `Title ${id}`,
  message: `Message ${id}`,
  banner: '',
  severity: 'INFO',
  active: true,
  release: null,
  fr_title: '',
  fr_message: '',
  fr_banner: '',
  de_title: '',
  de_message: '',
  de_banner: '',
  ...fields,
});

describe.each(testDatabases)('messages on %s', (kind) => {
  const holder = useTestApp(kind);
  const t = () => holder.app;

  it('beats with the running release on a fresh install', async () => {
    const beat = (await t().call('public/system/heartbeat', {})).json();
    expectContractOutput('public/system/heartbeat', beat);
    expect(beat).toMatchObject({
      banner: null,
      severity: 'INFO',
      version: 'v2-0-63-0',
      release: 'v2-0-63-0',
    });
  });

  it('shows the newest active banner with its translations, and a newer release', async () => {
    const { db } = t().storage;
    await insertMessage(
      db,
      message('maintenance', '2030-01-01T08:00:00Z', {
        banner: 'Maintenance tonight',
        fr_banner: 'Maintenance ce soir',
        de_banner: 'Wartung heute Nacht',
        severity: 'WARNING',
      }),
    );
    await insertMessage(
      db,
      message('hidden', '2030-01-02T08:00:00Z', {
        banner: 'Not shown',
        active: false,
        release: 'v9-0-0-0',
      }),
    );
    await insertMessage(db, message('release', '2030-01-01T09:00:00Z', { release: 'v2-0-64-0' }));
    const beat = (await t().call('public/system/heartbeat', {})).json();
    expect(beat).toEqual({
      banner: 'Maintenance tonight',
      fr_banner: 'Maintenance ce soir',
      de_banner: 'Wartung heute Nacht',
      severity: 'WARNING',
      version: 'v2-0-63-0',
      release: 'v2-0-64-0',
      timestamp: '2030-01-01T08:00:00.000Z',
    });
  });

  it('lists active messages and release notes newest first', async () => {
    await insertReleaseNote(t().storage.db, {
      date: '2031-02-03',
      notes: 'Newest notes',
      remarques: 'Dernières remarques',
    });
    const session = await t().signIn(adminEmail, adminPassword);
    const messages = (await t().call('user/messages/all', {}, session)).json();
    expectContractOutput('user/messages/all', messages);
    expect(messages.map((entry: { id: string }) => entry.id).slice(0, 2)).toEqual([
      'release',
      'maintenance',
    ]);
    expect(messages.some((entry: { id: string }) => entry.id === 'hidden')).toBe(false);
    const notes = (await t().call('user/releases/all', {}, session)).json();
    expectContractOutput('user/releases/all', notes);
    expect(notes[0]).toEqual({
      date: '2031-02-03',
      notes: 'Newest notes',
      remarques: 'Dernières remarques',
    });
  });

  it('serves the dictionary before sign-in', async () => {
    const entries = (await t().call('public/dictionary/all', {})).json();
    expectContractOutput('public/dictionary/all', entries);
    expect(entries).toContainEqual({
      key: 'module.dr',
      en: 'DMARC Reports',
      fr: 'Rapports DMARC',
      de: 'DMARC-Berichte',
    });
    // every dimension of the catalogue in the three languages, for captions in fr and de
    const byKey = new Map(entries.map((entry: { key: string }) => [entry.key, entry]));
    for (const dimension of dimensionCatalogue) {
      const entry = byKey.get(`dimension.${dimension.id}`) as Record<string, string> | undefined;
      expect(entry, dimension.id).toBeDefined();
      expect([entry?.en, entry?.fr, entry?.de].every(Boolean), dimension.id).toBe(true);
      expect(entry?.fr, dimension.id).not.toBe(entry?.en);
    }
    expect(byKey.get('dimension.provider')).toEqual({
      key: 'dimension.provider',
      en: 'Mailbox provider',
      fr: 'Fournisseur de messagerie',
      de: 'Postfachanbieter',
    });
  });

  it('serves help in the language asked', async () => {
    const session = await t().signIn(adminEmail, adminPassword);
    const french = (await t().call('user/documentation/all', { language: 'fr' }, session)).json();
    expectContractOutput('user/documentation/all', french);
    const titles = french.map((topic: { topic: string; title: string }) => [
      topic.topic,
      topic.title,
    ]);
    expect(titles.slice(0, 2)).toEqual([
      ['getting-started', 'Premiers pas'],
      ['delivery-analytics', 'Delivery Analytics'],
    ]);
    expect(titles).toContainEqual(['alerts', 'Alertes']);
    expect(french[0].articles[0]).toMatchObject({ article: 'signing-in', title: 'Connexion' });
    expect(french[0].articles[0].body).toContain('Après cinq échecs');
    const german = (await t().call('user/documentation/all', { language: 'de' }, session)).json();
    expect(german[0].articles[0]).toMatchObject({ article: 'signing-in', title: 'Anmelden' });
  });
});
