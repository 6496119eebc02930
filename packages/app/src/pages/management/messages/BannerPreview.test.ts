// What the banner preview shows for a draft (shell/bannerPresentation.ts): the heartbeat's own
// colours and texts per severity and language, the orange "Reload to update" banner for a release
// newer than the readers', and which readers read which language.
import { describe, expect, it } from 'vitest';
import {
  bannerSeverity,
  draftLanguages,
  previewDraft,
  type BannerDraft,
} from '../../../shell/bannerPresentation.ts';

const running = 'v2-0-63-0';
const draft: BannerDraft = {
  banner: 'Scheduled maintenance on Sunday, 06:00–07:00 UTC.',
  fr_banner: 'Maintenance prévue dimanche, de 6 h à 7 h UTC.',
  de_banner: '',
  severity: 'WARNING',
  release: null,
};

describe('the banner of a draft', () => {
  it('is the text in the chosen severity, without an action', () => {
    const { shown, afterReload } = previewDraft(draft, 'en', running);
    expect(shown).toEqual({
      text: 'Scheduled maintenance on Sunday, 06:00–07:00 UTC.',
      message: null,
      colour: 'orange',
      action: null,
    });
    expect(afterReload).toBeNull();
  });

  it('compares the four severities in the spec colours, and the ui tones they map to', () => {
    const { bySeverity } = previewDraft(draft, 'en', running);
    expect(bySeverity.map(({ severity, banner }) => [severity, banner?.colour])).toEqual([
      ['INFO', 'blue'],
      ['SUCCESS', 'turquoise'],
      ['WARNING', 'orange'],
      ['ERROR', 'red'],
    ]);
    expect(
      bySeverity.map(({ banner }) => (banner ? bannerSeverity(banner.colour) : undefined)),
    ).toEqual(['INFO', 'SUCCESS', 'WARNING', 'ERROR']);
  });

  it('is grey for a severity not chosen yet', () => {
    expect(previewDraft({ ...draft, severity: '' }, 'en', running).shown?.colour).toBe('grey');
    expect(bannerSeverity('grey')).toBeNull();
  });

  it('reads the French text in French and the English one in German', () => {
    expect(previewDraft(draft, 'fr', running).shown?.text).toBe(
      'Maintenance prévue dimanche, de 6 h à 7 h UTC.',
    );
    expect(previewDraft(draft, 'de', running).shown?.text).toBe(
      'Scheduled maintenance on Sunday, 06:00–07:00 UTC.',
    );
  });

  it('is nothing without a banner text and without a newer release', () => {
    const silent = { ...draft, banner: '', fr_banner: '' };
    const preview = previewDraft(silent, 'en', running);
    expect(preview.shown).toBeNull();
    expect(preview.bySeverity.every(({ banner }) => banner === null)).toBe(true);
  });
});

describe('a release newer than the readers’', () => {
  const release = { ...draft, severity: 'SUCCESS', release: 'v2-0-64-0' };

  it('turns the banner orange with "Reload to update", then shows it in its severity', () => {
    const { shown, afterReload } = previewDraft(release, 'en', running);
    expect(shown).toMatchObject({ colour: 'orange', action: { text: 'Reload to update' } });
    expect(shown?.text).toBe(draft.banner);
    expect(afterReload).toEqual({
      text: draft.banner,
      message: null,
      colour: 'turquoise',
      action: null,
    });
  });

  it('says "A new version is available." when the message has no banner text', () => {
    const { shown, afterReload } = previewDraft(
      { ...release, banner: '', fr_banner: '' },
      'de',
      running,
    );
    expect(shown).toMatchObject({
      text: null,
      message: { text: 'A new version is available.' },
      colour: 'orange',
    });
    expect(afterReload).toBeNull();
  });

  it('changes nothing when readers already run that release or a later one', () => {
    for (const version of ['v2-0-64-0', 'v2-1-0-0']) {
      const { shown, afterReload } = previewDraft(release, 'en', version);
      expect(shown).toMatchObject({ colour: 'turquoise', action: null });
      expect(afterReload).toBeNull();
    }
  });
});

describe('the languages of the preview', () => {
  it('has a tab per language with its own text; the others read English', () => {
    expect(draftLanguages(draft, running)).toEqual({
      written: ['en', 'fr'],
      english: ['de'],
      none: [],
    });
  });

  it('warns that readers get no banner when the English text is missing', () => {
    expect(draftLanguages({ ...draft, banner: '' }, running)).toEqual({
      written: ['fr'],
      english: [],
      none: ['en', 'de'],
    });
  });

  it('shows English alone without any text, all three with a newer release', () => {
    const silent = { ...draft, banner: '', fr_banner: '' };
    expect(draftLanguages(silent, running).written).toEqual(['en']);
    expect(draftLanguages({ ...silent, release: 'v2-0-64-0' }, running).written).toEqual([
      'en',
      'fr',
      'de',
    ]);
  });
});
