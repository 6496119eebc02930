// Help for the documentation pages in the user's language. A topic or article not translated
// yet is shown in English, so every language lists the same topics in the same order.
import type { HelpTopic, Language } from '@console/contract';
import { readHelpTopics } from './documentation.repository.ts';

const cache = new Map<string, Promise<HelpTopic[]>>();

function topicsOf(language: string): Promise<HelpTopic[]> {
  let topics = cache.get(language);
  if (!topics) {
    topics = readHelpTopics(language);
    cache.set(language, topics);
  }
  return topics;
}

export async function helpTopics(language: Language): Promise<HelpTopic[]> {
  const english = await topicsOf('en');
  if (language === 'en') return english;
  return withEnglishFallback(english, await topicsOf(language));
}

/** English order and ids; each topic and article in the translation where it has one. */
export function withEnglishFallback(
  english: readonly HelpTopic[],
  translation: readonly HelpTopic[],
): HelpTopic[] {
  const translated = new Map(translation.map((topic) => [topic.topic, topic]));
  return english.map((source) => {
    const topic = translated.get(source.topic);
    if (!topic) return source;
    const articles = new Map(topic.articles.map((article) => [article.article, article]));
    return {
      ...topic,
      articles: source.articles.map((article) => articles.get(article.article) ?? article),
    };
  });
}
