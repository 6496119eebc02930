import { styled } from 'styled-components';
import { Select } from 'react-aria-components';
import { fieldRoot } from '../Field/Field.styles.ts';

// The trigger and value are Select's: a tags picker is a select that keeps several.
const MultiSelect = Select<object, 'multiple'>;

export const StyledTagsSelect = styled(MultiSelect)`
  ${fieldRoot}
  /* A RunBar on a phone sets the variable to fill the row. */
  width: var(--run-control-width, 200px);
`;
