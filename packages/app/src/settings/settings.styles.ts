// The look shared by the settings pages: the sub-navigation row, the page header, and the
// section cards holding the fields.
import { color, space } from '@console/ui';
import { styled } from 'styled-components';
import { screenHeading } from '../shell/screen.styles.ts';

export const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space(4)};
  max-width: 1040px;
  color: ${color('fg-default')};
`;

export const NavList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(1)};
  margin: 0;
  padding: 0;
  list-style: none;
  border-bottom: 1px solid ${color('border-default')};

  a {
    display: inline-flex;
    align-items: center;
    min-height: 36px;
    padding: 0 ${space(3)};
    margin-bottom: -1px;
    border-bottom: 2px solid transparent;
    border-radius: var(--radius) var(--radius) 0 0;
    color: ${color('fg-muted')};
    font-weight: 500;
    text-decoration: none;
  }
  a:hover {
    color: ${color('fg-default')};
    background: ${color('bg-hover')};
  }
  a[aria-current='page'] {
    color: ${color('fg-default')};
    font-weight: 600;
    border-bottom-color: ${color('accent')};
  }
  a:focus-visible {
    outline: 2px solid ${color('focus-ring')};
    outline-offset: -2px;
  }
`;

export const PageHeader = styled.div`
  ${screenHeading}
`;

export const Card = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${space(3)};
  padding: ${space(4)};
  border: 1px solid ${color('border-default')};
  border-radius: calc(var(--radius) + 2px);
  background: ${color('bg-surface')};

  > header {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${space(2)};
    min-height: 24px;
  }
  h2 {
    margin: 0;
    font-size: 15px;
    font-weight: 650;
  }
  > p {
    margin: calc(-1 * ${space(2)}) 0 0;
    color: ${color('fg-muted')};
    font-size: 13px;
  }
`;

/** Fields in two columns where there is room; a field with data-wide takes the whole row. */
export const FieldGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(260px, 1fr));
  max-width: 800px;
  gap: ${space(4)};
  align-items: start;

  > [data-wide] {
    grid-column: 1 / -1;
  }
  &[data-narrow] {
    max-width: 640px;
  }
  /* A read-only field (the profile email) must not look editable. */
  [data-readonly] input {
    background: ${color('bg-subtle')};
  }
`;

/** A switch with a line of explanation under its label. */
export const SwitchField = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;

  .hint {
    margin: 0;
    padding-left: 44px; /* under the label, past the 36 px track and its gap */
    color: ${color('fg-muted')};
    font-size: 12px;
  }
`;

export const FormActions = styled.div`
  display: flex;
  gap: ${space(2)};
`;

/** Muted secondary text beside a value: an offset, a pattern, a count. */
export const Muted = styled.span`
  color: ${color('fg-muted')};
  font-size: 12px;
`;
