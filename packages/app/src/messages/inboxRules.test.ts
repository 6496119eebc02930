// The inbox's rules: newest first, unread against last_message as the banner counts it, the
// reader's language with English where a message was not translated, and the closed row's line.
import type { Message } from '@console/contract';
import { describe, expect, it } from 'vitest';
import { excerptOf, inboxEntries, isUnread, unreadCount } from './inboxRules.ts';

const message = (fields: Partial<Message> & Pick<Message, 'id' | 'timestamp'>): Message => ({
  title: `Title ${fields.id}`,
  message: `Text ${fields.id}`,
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

// Sent in no particular order, as a server might.
const incident = message({ id: 'incident', timestamp: '2026-11-12T07:40:00.000Z' });
const maintenance = message({
  id: 'maintenance',
  timestamp: '2026-11-20T09:00:00.000Z',
  title: 'Maintenance on Sunday',
  message: '\n  The console is read-only on Sunday.\n- Reports stay available',
  fr_title: 'Maintenance dimanche',
  fr_message: 'La console est en lecture seule dimanche.',
  de_title: 'Wartung am Sonntag',
});
const release = message({ id: 'release', timestamp: '2026-11-18T16:00:00.000Z' });
const messages = [incident, maintenance, release];

describe('unread', () => {
  it('is a message newer than the last one the user closed', () => {
    expect(isUnread(maintenance, '2026-11-18T16:00:00.000Z')).toBe(true);
    expect(isUnread(release, '2026-11-18T16:00:00.000Z')).toBe(false);
    expect(isUnread(incident, '2026-11-18T16:00:00.000Z')).toBe(false);
  });

  it('is every message for a user who never closed a banner', () => {
    expect(inboxEntries(messages, 'en', null).map((entry) => entry.unread)).toEqual([
      true,
      true,
      true,
    ]);
  });

  it('compares instants, whatever the offset they are written with', () => {
    expect(isUnread(maintenance, '2026-11-20T10:00:00.000+01:00')).toBe(false);
    expect(isUnread(maintenance, '2026-11-20T09:59:59.000+01:00')).toBe(true);
  });

  it('counts the unread entries', () => {
    const entries = inboxEntries(messages, 'en', '2026-11-15T00:00:00.000Z');
    expect(entries.map((entry) => [entry.message.id, entry.unread])).toEqual([
      ['maintenance', true],
      ['release', true],
      ['incident', false],
    ]);
    expect(unreadCount(entries)).toBe(2);
    expect(unreadCount(inboxEntries(messages, 'en', '2026-11-20T09:00:00.000Z'))).toBe(0);
  });
});

describe('order', () => {
  it('lists the newest first', () => {
    expect(inboxEntries(messages, 'en', null).map((entry) => entry.message.id)).toEqual([
      'maintenance',
      'release',
      'incident',
    ]);
  });

  it('keeps the server order of messages published at the same instant', () => {
    const twin = message({ id: 'twin', timestamp: release.timestamp });
    expect(inboxEntries([release, twin], 'en', null).map((entry) => entry.message.id)).toEqual([
      'release',
      'twin',
    ]);
  });
});

describe('language', () => {
  it('shows the French title and text to a French reader', () => {
    const [entry] = inboxEntries([maintenance], 'fr', null);
    expect(entry).toMatchObject({
      title: 'Maintenance dimanche',
      text: 'La console est en lecture seule dimanche.',
      textLanguage: 'fr',
      excerpt: 'La console est en lecture seule dimanche.',
    });
  });

  it('falls back to the English text, marked English, where the German one is missing', () => {
    const [entry] = inboxEntries([maintenance], 'de', null);
    expect(entry).toMatchObject({
      title: 'Wartung am Sonntag',
      text: maintenance.message,
      textLanguage: 'en',
      excerpt: 'The console is read-only on Sunday.',
    });
  });

  it('shows English to an English reader even when translations exist', () => {
    const [entry] = inboxEntries([maintenance], 'en', null);
    expect(entry).toMatchObject({ title: 'Maintenance on Sunday', textLanguage: 'en' });
  });
});

describe('the closed row', () => {
  it('shows the first paragraph, or the first bullet without its mark', () => {
    expect(excerptOf('First line.\nSecond line.')).toBe('First line.');
    expect(excerptOf('\n\n- Reports stay available\n- Settings cannot be saved')).toBe(
      'Reports stay available',
    );
    expect(excerptOf('   ')).toBe('');
  });
});
