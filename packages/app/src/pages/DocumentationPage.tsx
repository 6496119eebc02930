// Help (spec section 2): /documentation/help lists the topics and searches the articles' titles
// and text (?q=, helpSearch.ts), help/{topic} reads a topic's articles one after another,
// help/{topic}/{article} one article. The text comes from user/documentation/all in the user's
// language (untranslated parts come in English); each screen's title links to its article
// (shell/HelpLink.tsx).
import type { HelpTopic } from '@console/contract';
import { EmptyState, Loading, LoadFailed, SearchField } from '@console/ui';
import { useId, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useParams, useSearchParams } from 'react-router';
import { useQuery } from '../api/useQuery.ts';
import { useSession } from '../session/SessionContext.tsx';
import { useBreadcrumbLabel } from '../shell/BreadcrumbLabels.tsx';
import { helpPath } from '../shell/helpArticles.ts';
import { PageIntro, PageTitle, TextLink } from '../shell/ShellLayout.styles.ts';
import {
  ArticleSection,
  Content,
  DocLayout,
  SearchBox,
  SearchResults,
  TopicCard,
  TopicCards,
  TopicNav,
} from './DocumentationPage.styles.ts';
import { searchHelp, type TextPart } from './helpSearch.ts';
import { Markdown } from './Markdown.tsx';

function TopicsNavigation({ topics }: { topics: readonly HelpTopic[] }) {
  const { t } = useTranslation('shell');
  const headingId = useId();
  return (
    <TopicNav aria-labelledby={headingId}>
      <h2 id={headingId}>{t('helpTopics')}</h2>
      <ul>
        {topics.map((topic) => (
          <li key={topic.topic}>
            <NavLink className="topic" to={helpPath(topic.topic)} end>
              {topic.title}
            </NavLink>
            <ul>
              {topic.articles.map((article) => (
                <li key={article.article}>
                  <NavLink to={helpPath(topic.topic, article.article)}>{article.title}</NavLink>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </TopicNav>
  );
}

function Marked({ parts }: { parts: readonly TextPart[] }) {
  return parts.map((part, index) =>
    part.match ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>,
  );
}

/**
 * The search field and its results, which replace the topics while a query is typed. Enter
 * moves to the first result (a second Enter opens it); the count is announced politely as the
 * results change.
 */
function HelpSearch({ topics, query }: { topics: readonly HelpTopic[]; query: string }) {
  const { t } = useTranslation('shell');
  const [, setParams] = useSearchParams();
  const results = useRef<HTMLOListElement>(null);
  const hits = useMemo(() => searchHelp(topics, query), [topics, query]);
  const setQuery = (value: string) => setParams(value ? { q: value } : {}, { replace: true });

  return (
    <>
      <SearchBox role="search" aria-label={t('helpSearch')}>
        <SearchField
          label={t('helpSearch')}
          placeholder={t('helpSearchPlaceholder')}
          clearLabel={t('helpSearchClear')}
          defaultValue={query}
          onChange={setQuery}
          onClear={() => setQuery('')}
          onSubmit={() => results.current?.querySelector('a')?.focus()}
        />
      </SearchBox>
      <SearchResults>
        <p role="status" className="count">
          {query === ''
            ? ''
            : hits.length > 0
              ? t('helpSearchCount', { count: hits.length, query })
              : t('helpSearchNone', { query })}
        </p>
        {query !== '' && hits.length === 0 && <p className="hint">{t('helpSearchNoneHint')}</p>}
        {hits.length > 0 && (
          <ol ref={results} aria-label={t('helpSearchResults')}>
            {hits.map((hit) => (
              <li key={`${hit.topic.topic}/${hit.article.article}`}>
                <h2>
                  <TextLink to={helpPath(hit.topic.topic, hit.article.article)}>
                    <Marked parts={hit.title} />
                  </TextLink>
                </h2>
                <p className="topic">{t('helpSearchIn', { topic: hit.topic.title })}</p>
                <p className="snippet">
                  <Marked parts={hit.snippet} />
                </p>
              </li>
            ))}
          </ol>
        )}
      </SearchResults>
    </>
  );
}

function Overview({ topics }: { topics: readonly HelpTopic[] }) {
  const { t } = useTranslation('shell');
  const [params] = useSearchParams();
  const query = (params.get('q') ?? '').trim();
  return (
    <>
      <PageTitle>{t('pageDocumentation', { ns: 'common' })}</PageTitle>
      <PageIntro>{t('helpIntro')}</PageIntro>
      <HelpSearch topics={topics} query={query} />
      {query === '' && (
        <TopicCards>
          {topics.map((topic) => (
            <TopicCard key={topic.topic} aria-label={topic.title}>
              <h2>
                <TextLink to={helpPath(topic.topic)}>{topic.title}</TextLink>
              </h2>
              <ul>
                {topic.articles.map((article) => (
                  <li key={article.article}>
                    <TextLink to={helpPath(topic.topic, article.article)}>{article.title}</TextLink>
                  </li>
                ))}
              </ul>
            </TopicCard>
          ))}
        </TopicCards>
      )}
    </>
  );
}

function TopicView({ topic }: { topic: HelpTopic }) {
  return (
    <>
      <PageTitle>{topic.title}</PageTitle>
      {topic.articles.map((article) => (
        <ArticleSection key={article.article} aria-label={article.title}>
          <h2>
            <TextLink to={helpPath(topic.topic, article.article)}>{article.title}</TextLink>
          </h2>
          <Markdown text={article.body} headingLevel={3} />
        </ArticleSection>
      ))}
    </>
  );
}

function NotFound() {
  const { t } = useTranslation('shell');
  return (
    <EmptyState
      headingLevel={2}
      title={t('helpNotFound')}
      description={t('helpNotFoundDescription')}
      action={<TextLink to={helpPath()}>{t('helpBack')}</TextLink>}
    />
  );
}

export function DocumentationPage() {
  const { t } = useTranslation(['shell', 'common']);
  const { user } = useSession();
  const { topic: topicId, article: articleId } = useParams();
  const help = useQuery(
    (api) => api.user.documentation.all({ language: user.language }),
    [user.language],
  );
  const topics = help.data;
  const topic = topicId ? topics?.find((entry) => entry.topic === topicId) : undefined;
  const article = articleId
    ? topic?.articles.find((entry) => entry.article === articleId)
    : undefined;
  useBreadcrumbLabel(topicId, topic?.title);
  useBreadcrumbLabel(articleId, article?.title);

  if (!topics) {
    return (
      <>
        <PageTitle>{t('pageDocumentation', { ns: 'common' })}</PageTitle>
        {help.status === 'error' ? (
          <LoadFailed
            message={t('common:failedToLoad')}
            onRetry={help.reload}
            retryLabel={t('retry')}
          />
        ) : (
          <Loading label={t('helpLoading')} layout="stacked" />
        )}
      </>
    );
  }
  if (topics.length === 0) {
    return (
      <>
        <PageTitle>{t('pageDocumentation', { ns: 'common' })}</PageTitle>
        <EmptyState headingLevel={2} title={t('helpEmpty')} />
      </>
    );
  }

  let content;
  if (!topicId) content = <Overview topics={topics} />;
  else if (!topic || (articleId && !article)) {
    content = (
      <>
        <PageTitle>{t('pageDocumentation', { ns: 'common' })}</PageTitle>
        <NotFound />
      </>
    );
  } else if (article) {
    content = (
      <>
        <PageTitle>{article.title}</PageTitle>
        <Markdown text={article.body} headingLevel={2} />
      </>
    );
  } else content = <TopicView topic={topic} />;

  return (
    // The content comes first, so the page's h1 leads the outline; the grid puts the topics left.
    <DocLayout>
      <Content>{content}</Content>
      <TopicsNavigation topics={topics} />
    </DocLayout>
  );
}

export { DocumentationPage as Component };
