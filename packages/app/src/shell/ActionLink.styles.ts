// A link styled as the ui Button, for actions that go to another page ("Set up DMARC
// reporting", "Open the report"): a link for the browser and assistive technology, a button to
// the eye. Shared by the modules' screens.
import { Link } from 'react-router';
import { styled } from 'styled-components';
import { color, space } from '@console/ui';

/** A link that looks like the ui Button (secondary, or primary with data-variant). */
export const ActionLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  height: var(--control-height);
  padding: 0 ${space(3)};
  border: 1px solid ${color('border-strong')};
  border-radius: var(--radius);
  background: ${color('bg-surface')};
  color: ${color('fg-default')};
  font-weight: 550;
  text-decoration: none;
  white-space: nowrap;

  &:hover {
    background: ${color('bg-hover')};
  }
  &[data-variant='primary'] {
    border-color: ${color('accent')};
    background: ${color('accent')};
    color: ${color('fg-on-accent')};
  }
  &[data-variant='primary']:hover {
    border-color: ${color('accent-hover')};
    background: ${color('accent-hover')};
  }
  &:focus-visible {
    outline: 2px solid ${color('focus-ring')};
    outline-offset: 2px;
  }
`;
