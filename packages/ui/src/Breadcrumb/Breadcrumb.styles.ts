import { styled } from 'styled-components';
import { Breadcrumb as AriaBreadcrumb, Breadcrumbs, Link } from 'react-aria-components';
import { color, space } from '../theme/tokens.ts';

export const Trail = styled(Breadcrumbs)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  margin: 0;
  padding: 0;
  list-style: none;
  min-width: 0;
` as typeof Breadcrumbs;

export const Crumb = styled(AriaBreadcrumb)`
  display: flex;
  align-items: center;
  min-width: 0;

  &:not(:last-child)::after {
    content: '/';
    padding: 0 ${space(2)};
    color: ${color('fg-muted')};
  }
`;

export const CrumbLink = styled(Link)`
  color: ${color('fg-muted')};
  text-decoration: none;
  border-radius: 3px;
  outline: none;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  cursor: pointer;

  &[data-hovered] {
    color: ${color('fg-default')};
    text-decoration: underline;
  }
  &[data-focus-visible] {
    outline: 2px solid ${color('focus-ring')};
    outline-offset: 2px;
  }
  &[data-current] {
    color: ${color('fg-default')};
    font-weight: 600;
    cursor: default;
    text-decoration: none;
  }
`;
