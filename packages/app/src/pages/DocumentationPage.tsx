// Help (spec section 2): /documentation/help lists the topics, help/{topic} reads a topic's
// articles one after another, help/{topic}/{article} one article. The text comes from
// user/documentation/all in the user's language (untranslated parts come in English).
import type { HelpTopic } from '@console/contract';
import { EmptyState, Loading, LoadFailed } from '@console/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useParams } from 'react-router';
import { useQuery } from '../api/useQuery.ts';
import { useSession } from '../session/SessionContext.tsx';
import { useBreadcrumbLabel } from '../shell/BreadcrumbLabels.tsx';
import { PageIntro, PageTitle, TextLink } from '../shell/ShellLayout.styles.ts';
import {
  ArticleSection,
  Content,
  DocLayout,
  TopicCard,
  TopicCards,
  TopicNav,
} from './DocumentationPage.styles.ts';
import { Markdown } from './Markdown.tsx';

const helpPath = (topic?: string, article?: string) =>
  ['/documentation/help', topic, article]
    .filter((part): part is string => part !== undefined)
    .map((part, index) => (index === 0 ? part : encodeURIComponent(part)))
    .join('/');

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

function Overview({ topics }: { topics: readonly HelpTopic[] }) {
  const { t } = useTranslation('shell');
  return (
    <>
      <PageTitle>{t('pageDocumentation', { ns: 'common' })}</PageTitle>
      <PageIntro>{t('helpIntro')}</PageIntro>
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
