import { styled } from 'styled-components';
import { Button, Input, SearchField as AriaSearchField } from 'react-aria-components';
import { inputBox } from '../Field/Field.styles.ts';
import { color } from '../theme/tokens.ts';

export const StyledSearchField = styled(AriaSearchField)`
  position: relative;
  display: flex;
  align-items: center;
  /* A RunBar on a phone sets the variable to fill the row. */
  width: var(--run-control-width, 260px);
  max-width: 100%;

  .search-icon {
    position: absolute;
    left: 10px;
    color: ${color('fg-muted')};
    pointer-events: none;
  }
  &[data-empty] .clear {
    display: none;
  }
`;

export const SearchInput = styled(Input)`
  ${inputBox}
  padding-left: 32px;
  padding-right: 36px;

  &::-webkit-search-cancel-button {
    display: none;
  }
`;

export const ClearButton = styled(Button)`
  position: absolute;
  right: 4px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 28px;
  height: 28px;
  border: none;
  border-radius: var(--radius);
  background: transparent;
  color: ${color('fg-muted')};
  cursor: pointer;
  outline: none;

  &[data-hovered] {
    background: ${color('bg-hover')};
  }
  &[data-focus-visible] {
    outline: 2px solid ${color('focus-ring')};
  }
`;
