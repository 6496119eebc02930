// Reads the help articles, which ship with the server as Markdown files: help/<language>/
// <nn>-<topic>.md, one topic per file, `# Title {#topic}` then `## Title {#article}` sections.
// They are product text versioned with the release, not data an admin edits, hence files.
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { HelpTopic } from '@console/contract';

export const helpDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../help');

const heading = /^(#{1,2}) (.+?) \{#([A-Za-z0-9_.-]+)\}\s*$/;

export function parseHelpTopic(markdown: string): HelpTopic | null {
  let topic: HelpTopic | null = null;
  let body: string[] | null = null;
  const flush = () => {
    const article = topic?.articles.at(-1);
    if (article && body) article.body = body.join('\n').trim();
  };
  for (const line of markdown.split('\n')) {
    const match = heading.exec(line);
    if (match?.[1] === '#' && !topic) {
      topic = { topic: match[3] as string, title: match[2] as string, articles: [] };
    } else if (match?.[1] === '##' && topic) {
      flush();
      topic.articles.push({ article: match[3] as string, title: match[2] as string, body: '' });
      body = [];
    } else if (body) {
      body.push(line);
    }
  }
  flush();
  return topic;
}

/** The topics of one language, in file order. */
export async function readHelpTopics(language: string): Promise<HelpTopic[]> {
  const folder = path.join(helpDir, language);
  const files = (await fs.readdir(folder).catch(() => [] as string[]))
    .filter((file) => file.endsWith('.md'))
    .sort();
  const topics = await Promise.all(
    files.map(async (file) => parseHelpTopic(await fs.readFile(path.join(folder, file), 'utf8'))),
  );
  return topics.filter((topic): topic is HelpTopic => topic !== null);
}
