import { color, space } from '@console/ui';
import { styled } from 'styled-components';

export const DocLayout = styled.div`
  display: grid;
  grid-template-columns: 220px minmax(0, 1fr);
  gap: 32px;
  align-items: start;
  max-width: 1100px;

  @media (max-width: 899px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const stacked = `
  @media (max-width: 899px) {
    grid-row: auto;
    grid-column: 1;
    position: static;
  }
`;

export const TopicNav = styled.nav`
  grid-row: 1;
  grid-column: 1;
  position: sticky;
  top: 0;
  font-size: 13px;

  h2 {
    margin: 0 0 ${space(2)};
    font-size: 12px;
    font-weight: 650;
    letter-spacing: 0.04em;
    text-transform: uppercase;
    color: ${color('fg-muted')};
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  ul ul {
    margin: ${space(1)} 0 ${space(3)};
    padding-left: ${space(3)};
    border-left: 1px solid ${color('border-default')};
  }
  li {
    margin: 2px 0;
  }
  a {
    display: block;
    padding: 3px 6px;
    border-radius: 4px;
    color: ${color('fg-muted')};
    text-decoration: none;
  }
  a:hover {
    color: ${color('fg-default')};
    background: ${color('bg-hover')};
  }
  a[aria-current='page'] {
    color: ${color('accent')};
    font-weight: 600;
    background: ${color('accent-subtle')};
  }
  a:focus-visible {
    outline: 2px solid ${color('focus-ring')};
    outline-offset: 1px;
  }
  .topic {
    color: ${color('fg-default')};
    font-weight: 600;
  }
  ${stacked}
`;

export const Content = styled.div`
  grid-row: 1;
  grid-column: 2;
  min-width: 0;
  max-width: 760px;
  ${stacked}
`;

export const ArticleSection = styled.section`
  padding: ${space(4)} 0;
  border-top: 1px solid ${color('border-default')};

  h2 {
    margin: 0 0 ${space(2)};
    font-size: 17px;
    font-weight: 650;
  }
`;

/** The help search: a wide field above the topics, its results in their place. */
export const SearchBox = styled.div`
  --run-control-width: 100%;
  max-width: 520px;
  margin: 0 0 ${space(3)};
`;

export const SearchResults = styled.div`
  .count {
    margin: 0 0 ${space(3)};
    color: ${color('fg-muted')};
  }
  /* Kept in the page while empty, so screen readers hear the first count. */
  .count:empty {
    margin: 0;
  }
  .hint {
    margin: 0;
  }
  ol {
    display: flex;
    flex-direction: column;
    gap: ${space(4)};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  h2 {
    margin: 0;
    font-size: 15px;
    font-weight: 650;
  }
  .topic {
    margin: 2px 0 ${space(1)};
    font-size: 12px;
    color: ${color('fg-muted')};
  }
  .snippet {
    margin: 0;
    max-width: 680px;
    line-height: 1.55;
  }
  mark {
    padding: 0 1px;
    border-radius: 2px;
    background: ${color('accent-subtle')};
    color: inherit;
    font-weight: 600;
  }
`;

export const TopicCards = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: ${space(4)};
`;

export const TopicCard = styled.section`
  padding: ${space(4)};
  border: 1px solid ${color('border-default')};
  border-radius: 8px;
  background: ${color('bg-surface')};

  h2 {
    margin: 0 0 ${space(2)};
    font-size: 15px;
    font-weight: 650;
  }
  ul {
    display: flex;
    flex-direction: column;
    gap: ${space(1)};
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

/** Help text: readable line length and spacing. */
export const Prose = styled.div`
  line-height: 1.6;
  color: ${color('fg-default')};

  p,
  ul,
  ol,
  pre {
    margin: 0 0 ${space(3)};
  }
  ul,
  ol {
    padding-left: 22px;
  }
  h2,
  h3,
  h4 {
    margin: ${space(4)} 0 ${space(2)};
    font-size: 15px;
    font-weight: 650;
  }
  code {
    padding: 1px 4px;
    border-radius: 4px;
    background: ${color('bg-subtle')};
    font-size: 0.92em;
  }
  pre {
    padding: ${space(3)};
    overflow-x: auto;
    border-radius: 6px;
    background: ${color('bg-subtle')};
  }
  pre code {
    padding: 0;
    background: none;
  }
  a {
    color: ${color('accent')};
  }
`;
