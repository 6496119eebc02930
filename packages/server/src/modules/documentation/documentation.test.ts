// The help as shipped (help/<language>/*.md, spec section 2 "/documentation/help"): the same
// topics and articles, with the same ids in the same order, in English, French and German;
// translated text, links between articles that lead somewhere, only the Markdown the app renders;
// and the English fallback the service applies when a translation lacks a topic or an article.
import type { HelpTopic } from '@console/contract';
import { describe, expect, it } from 'vitest';
import { parseHelpTopic, readHelpTopics } from './documentation.repository.ts';
import { withEnglishFallback } from './documentation.service.ts';

const languages = ['en', 'fr', 'de'] as const;

const outline = (topics: readonly HelpTopic[]) =>
  topics.map((topic) => [topic.topic, topic.articles.map((article) => article.article)]);

const articlesOf = (topics: readonly HelpTopic[]) =>
  topics.flatMap((topic) =>
    topic.articles.map((article) => ({ ...article, path: `${topic.topic}/${article.article}` })),
  );

describe('help articles', () => {
  it('has the same 10 topics and 36 articles in each language', async () => {
    for (const language of languages) {
      const topics = await readHelpTopics(language);
      expect(
        topics.map((topic) => topic.topic),
        language,
      ).toEqual([
        'getting-started',
        'delivery-analytics',
        'reputation-monitor',
        'email-auditor',
        'dmarc-reports',
        'settings',
        'alerts',
        'administration',
        'management',
        'help',
      ]);
      expect(articlesOf(topics), language).toHaveLength(36);
    }
  });

  it('gives every English article a French and a German one with the same ids, in order', async () => {
    const english = outline(await readHelpTopics('en'));
    expect(outline(await readHelpTopics('fr'))).toEqual(english);
    expect(outline(await readHelpTopics('de'))).toEqual(english);
  });

  it('writes every article out in its own language', async () => {
    const english = new Map(articlesOf(await readHelpTopics('en')).map((a) => [a.path, a]));
    for (const language of languages) {
      for (const article of articlesOf(await readHelpTopics(language))) {
        expect(article.title, article.path).not.toBe('');
        expect(article.body.length, `${language} ${article.path}`).toBeGreaterThan(300);
        if (language !== 'en') {
          expect(article.body, `${language} ${article.path}`).not.toBe(
            english.get(article.path)?.body,
          );
        }
      }
    }
  });

  it('links only to articles that exist', async () => {
    for (const language of languages) {
      const topics = await readHelpTopics(language);
      const paths = new Set(articlesOf(topics).map((article) => article.path));
      for (const article of articlesOf(topics)) {
        for (const [, target] of article.body.matchAll(/\]\(\/documentation\/help\/([^)\s]+)\)/g)) {
          expect(paths.has(target ?? ''), `${language} ${article.path} -> ${target}`).toBe(true);
        }
      }
    }
  });

  it('uses only the Markdown the app renders: no tables, HTML, images or deeper headings', async () => {
    for (const language of languages) {
      for (const article of articlesOf(await readHelpTopics(language))) {
        for (const line of article.body.split('\n')) {
          expect(line, `${language} ${article.path}`).not.toMatch(
            /^\s*\||^\s*<|!\[|^#{1,2} |^#{5,}/,
          );
        }
      }
    }
  });
});

describe('parseHelpTopic', () => {
  it('reads the topic from #, its articles from ## and leaves ### in the text', () => {
    const topic = parseHelpTopic(
      [
        '# Alerts {#alerts}',
        '',
        '## Slack {#slack}',
        '',
        'Turn it on.',
        '',
        '### Off',
        '',
        'Turn it off.',
        '## Email {#email}',
        'By mail.',
      ].join('\n'),
    );
    expect(topic).toEqual({
      topic: 'alerts',
      title: 'Alerts',
      articles: [
        { article: 'slack', title: 'Slack', body: 'Turn it on.\n\n### Off\n\nTurn it off.' },
        { article: 'email', title: 'Email', body: 'By mail.' },
      ],
    });
  });

  it('answers null for a file without a topic heading', () => {
    expect(parseHelpTopic('## Orphan {#orphan}\n\nText.')).toBeNull();
  });
});

describe('withEnglishFallback', () => {
  const english: HelpTopic[] = [
    {
      topic: 'alerts',
      title: 'Alerts',
      articles: [
        { article: 'center', title: 'Alert center', body: 'English center' },
        { article: 'slack', title: 'Slack', body: 'English Slack' },
      ],
    },
    { topic: 'help', title: 'Help', articles: [{ article: 'use', title: 'Using', body: 'Use' }] },
  ];

  it('keeps the English order and fills a missing topic or article in English', () => {
    const french: HelpTopic[] = [
      {
        topic: 'alerts',
        title: 'Alertes',
        articles: [
          { article: 'slack', title: 'Slack', body: 'Slack en français' },
          { article: 'unknown', title: 'Inconnu', body: 'Pas en anglais' },
        ],
      },
    ];
    expect(withEnglishFallback(english, french)).toEqual([
      {
        topic: 'alerts',
        title: 'Alertes',
        articles: [
          { article: 'center', title: 'Alert center', body: 'English center' },
          { article: 'slack', title: 'Slack', body: 'Slack en français' },
        ],
      },
      english[1],
    ]);
  });
});
