import type { Message, ReleaseNote } from '@console/contract';
import { describe, expect, it } from 'vitest';
import { localizedMessage, newestFirst, noteBlocks, releaseNoteText } from './localizedNotes.ts';

const note: ReleaseNote = {
  date: '2026-11-02',
  notes: 'Deferral report by provider.',
  remarques: 'Rapport des reports par fournisseur.',
};

const message: Message = {
  id: 'm1',
  timestamp: '2026-11-20T09:00:00.000Z',
  title: 'Maintenance',
  message: 'The console is read-only on Sunday.',
  banner: '',
  severity: 'WARNING',
  active: true,
  release: null,
  fr_title: 'Maintenance prévue',
  fr_message: 'La console est en lecture seule dimanche.',
  fr_banner: '',
  de_title: '',
  de_message: '',
  de_banner: '',
};

describe('release notes and messages by language', () => {
  it('shows the French remarks in French, the English notes otherwise', () => {
    expect(releaseNoteText(note, 'fr')).toBe('Rapport des reports par fournisseur.');
    expect(releaseNoteText(note, 'en')).toBe('Deferral report by provider.');
    expect(releaseNoteText(note, 'de')).toBe('Deferral report by provider.');
    expect(releaseNoteText({ ...note, remarques: ' ' }, 'fr')).toBe('Deferral report by provider.');
  });

  it('uses the fr_ and de_ variants, falling back to English when a variant is empty', () => {
    expect(localizedMessage(message, 'fr')).toEqual({
      title: 'Maintenance prévue',
      text: 'La console est en lecture seule dimanche.',
      textLanguage: 'fr',
    });
    expect(localizedMessage(message, 'de')).toEqual({
      title: 'Maintenance',
      text: 'The console is read-only on Sunday.',
      textLanguage: 'en',
    });
    expect(localizedMessage({ ...message, de_title: 'Wartung' }, 'de').title).toBe('Wartung');
  });

  it('sorts newest first whatever order the server sent, keeping ties in order', () => {
    const dates = ['2026-10-01', '2026-11-15', '2026-09-30', '2026-11-15T00:00:00Z'];
    const sorted = newestFirst(
      dates.map((date, index) => ({ date, index })),
      (entry) => entry.date,
    );
    expect(sorted.map((entry) => entry.index)).toEqual([1, 3, 0, 2]);
  });

  it('splits a note into paragraphs and bullet lists', () => {
    expect(noteBlocks('New:\n- Bounce report\n- Deferrals\n\nFixed a CSV bug.')).toEqual([
      { kind: 'paragraph', text: 'New:' },
      { kind: 'list', items: ['Bounce report', 'Deferrals'] },
      { kind: 'paragraph', text: 'Fixed a CSV bug.' },
    ]);
  });
});
