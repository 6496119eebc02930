// The help search (helpSearch.ts): exact hits for exact queries, every word required, titles
// first, case, accents, ß and apostrophes folded, and passages cut around the match with the
// matches marked in the original spelling.
import type { HelpTopic } from '@console/contract';
import { describe, expect, it } from 'vitest';
import { foldText, plainText, searchHelp, searchTerms, type HelpSearchHit } from './helpSearch.ts';

const topics: HelpTopic[] = [
  {
    topic: 'getting-started',
    title: 'Premiers pas',
    articles: [
      {
        article: 'signing-in',
        title: 'Connexion',
        body: 'Connectez-vous avec votre adresse e-mail. Après cinq **échecs**, la connexion est suspendue.',
      },
      {
        article: 'workspaces',
        title: 'Espaces de travail',
        body: 'Un espace de travail associe un compte à l’un de ses jeux de données.\n\n- Délivrabilité\n- Réputation',
      },
    ],
  },
  {
    topic: 'dmarc-reports',
    title: 'DMARC Reports',
    articles: [
      {
        article: 'setup',
        title: 'Setting up DMARC reporting',
        body: 'Publish the record at `_dmarc.<your domain>`. See [the sources](/documentation/help/dmarc-reports/source).',
      },
      {
        article: 'source',
        title: 'A source’s results',
        body: 'Alignment tells why DMARC failed: a DKIM pass for another domain does not align. DMARC, DMARC, DMARC.',
      },
      {
        article: 'failure-reports',
        title: 'Failure reports',
        body: 'Copies of single messages that failed SPF alignment, sent by some receivers.',
      },
    ],
  },
  {
    topic: 'help',
    title: 'Hilfe',
    articles: [
      {
        article: 'using-help',
        title: 'Die Hilfe nutzen',
        body: 'Groß- und Kleinschreibung spielen keine Rolle: Strasse findet Straße.',
      },
    ],
  },
];

const ids = (hits: readonly HelpSearchHit[]) =>
  hits.map((hit) => `${hit.topic.topic}/${hit.article.article}`);
const marked = (parts: HelpSearchHit['snippet']) =>
  parts.map((part) => (part.match ? `[${part.text}]` : part.text)).join('');

describe('foldText', () => {
  it('lower-cases and drops accents, keeping where each letter came from', () => {
    const folded = foldText('Délivrabilité');
    expect(folded.folded).toBe('delivrabilite');
    expect(folded.origin).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
  });

  it('folds ß, œ, decomposed accents and typographic apostrophes', () => {
    expect(foldText('Straße').folded).toBe('strasse');
    expect(foldText('Cœur').folded).toBe('coeur');
    expect(foldText('e\u0301chec').folded).toBe('echec');
    expect(foldText('l’aide').folded).toBe("l'aide");
  });
});

describe('searchTerms', () => {
  it('splits on spaces, folds and drops repeats', () => {
    expect(searchTerms('  DMARC  dmarc Échec ')).toEqual(['dmarc', 'echec']);
    expect(searchTerms('   ')).toEqual([]);
  });
});

describe('plainText', () => {
  it('reads Markdown as text: no marks, no link targets', () => {
    expect(plainText(topics[1]?.articles[0]?.body ?? '')).toBe(
      'Publish the record at _dmarc.<your domain>. See the sources.',
    );
  });
});

describe('searchHelp', () => {
  it('finds nothing for an empty query or a word no article holds', () => {
    expect(searchHelp(topics, '')).toEqual([]);
    expect(searchHelp(topics, 'warmup')).toEqual([]);
  });

  it('answers exactly the articles holding the word, titles first, then the most mentions', () => {
    expect(ids(searchHelp(topics, 'dmarc'))).toEqual([
      'dmarc-reports/setup',
      'dmarc-reports/source',
    ]);
    expect(ids(searchHelp(topics, 'alignment'))).toEqual([
      'dmarc-reports/source',
      'dmarc-reports/failure-reports',
    ]);
  });

  it('requires every word, in the title or the text', () => {
    expect(ids(searchHelp(topics, 'spf alignment'))).toEqual(['dmarc-reports/failure-reports']);
    expect(ids(searchHelp(topics, 'failed dmarc'))).toEqual(['dmarc-reports/source']);
  });

  it('ignores case and accents both ways', () => {
    expect(ids(searchHelp(topics, 'delivrabilite'))).toEqual(['getting-started/workspaces']);
    expect(ids(searchHelp(topics, 'ÉCHECS'))).toEqual(['getting-started/signing-in']);
    expect(ids(searchHelp(topics, 'echecs'))).toEqual(['getting-started/signing-in']);
    expect(ids(searchHelp(topics, 'straße'))).toEqual(['help/using-help']);
    expect(ids(searchHelp(topics, "l'un"))).toEqual(['getting-started/workspaces']);
  });

  it('marks the matches in the original spelling, in the title and the passage', () => {
    const [hit] = searchHelp(topics, 'strasse');
    expect(marked(hit?.snippet ?? [])).toBe(
      'Groß- und Kleinschreibung spielen keine Rolle: [Strasse] findet [Straße].',
    );
    const [signing] = searchHelp(topics, 'connexion');
    expect(signing?.title).toEqual([{ text: 'Connexion', match: true }]);
    expect(marked(signing?.snippet ?? [])).toBe(
      'Connectez-vous avec votre adresse e-mail. Après cinq échecs, la [connexion] est suspendue.',
    );
  });

  it('cuts a long text around the first match, at spaces, with ellipses', () => {
    const long: HelpTopic[] = [
      {
        topic: 'long',
        title: 'Long',
        articles: [
          {
            article: 'text',
            title: 'Text',
            body: `${'alpha '.repeat(40)}the blocklist answer ${'omega '.repeat(40)}`,
          },
        ],
      },
    ];
    const [hit] = searchHelp(long, 'blocklist', { snippetLength: 60 });
    expect(marked(hit?.snippet ?? [])).toBe(
      '…alpha alpha the [blocklist] answer omega omega omega omega…',
    );
  });

  it('shows the beginning of the text when only the title matched', () => {
    const [hit] = searchHelp(topics, 'espaces');
    expect(hit?.title).toEqual([
      { text: 'Espaces', match: true },
      { text: ' de travail', match: false },
    ]);
    expect(marked(hit?.snippet ?? []).startsWith('Un [espace]')).toBe(false);
    expect(marked(hit?.snippet ?? [])).toContain('Un espace de travail');
  });
});
