// The question mark beside a screen's title (issue 21, "Help"): a link named "Help about <screen>"
// to the help article of the current route (helpArticles.ts). `ScreenTitle` renders a screen's
// h1 with it, so a title component needs no prop to get its link; outside a route that has an
// article (a story of a lone screen, the help pages themselves) it renders the plain h1.
import { modulePaths } from '@console/contract/moduleCodes';
import type { ElementType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { pageKey } from '../routes/routeHandle.ts';
import { helpArticleOf, helpPath, type HelpArticleRef } from './helpArticles.ts';
import { HelpAnchor, TitleLine } from './HelpLink.styles.ts';
import { useShellRoute } from './useShellRoute.ts';

/** The help article of the current route, if it has one. */
export function useHelpArticle(): HelpArticleRef | undefined {
  const matches = useMatches();
  return helpArticleOf(matches.map((match) => match.id));
}

function QuestionIcon() {
  return (
    <svg
      width={18}
      height={18}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="12" cy="12" r="9" />
      <path d="M9.6 9.3a2.5 2.5 0 1 1 3.4 2.4c-.6.3-1 .8-1 1.5v.5" />
      <path d="M12 16.8h.01" />
    </svg>
  );
}

/** The current screen's name for the link: the module before a module page's own title. */
function useScreenName(): string {
  const { t } = useTranslation('common');
  const route = useShellRoute();
  const page = route.title ? t(route.title) : '';
  const module = route.module ? t(pageKey(modulePaths[route.module])) : '';
  return module && page && module !== page ? `${module}, ${page}` : page || module;
}

export interface HelpLinkProps {
  article: HelpArticleRef;
  /** The screen's name in "Help about …"; the current route's title by default. */
  screen?: string;
}

/** An icon link to a help article, named "Help about <screen>". */
export function HelpLink({ article, screen }: HelpLinkProps) {
  const { t } = useTranslation('shell');
  const routeScreen = useScreenName();
  const label = t('helpAbout', { screen: screen ?? routeScreen });
  return (
    <HelpAnchor to={helpPath(article.topic, article.article)} aria-label={label} title={label}>
      <QuestionIcon />
    </HelpAnchor>
  );
}

export interface ScreenTitleProps {
  children: ReactNode;
  /** The heading element, `h1` by default (a styled h1 such as the shell's PageTitle also fits). */
  heading?: ElementType;
  /** Another article than the current route's. */
  article?: HelpArticleRef;
}

/** A screen's h1 followed by the link to its help article, when the route has one. */
export function ScreenTitle({ children, heading: Heading = 'h1', article }: ScreenTitleProps) {
  const routeArticle = useHelpArticle();
  const target = article ?? routeArticle;
  if (!target) return <Heading>{children}</Heading>;
  return (
    <TitleLine>
      <Heading>{children}</Heading>
      <HelpLink article={target} />
    </TitleLine>
  );
}
