import { styled } from 'styled-components';
import { color, space } from '../theme/tokens.ts';

/** Centered icon, title, text and action; shared by the empty and error states. */
export const StateBlock = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${space(2)};
  min-height: 160px;
  padding: ${space(4)};
  text-align: center;
  color: ${color('fg-default')};

  .icon {
    display: inline-flex;
    color: ${color('fg-muted')};
  }
  &[data-tone='danger'] .icon {
    color: ${color('danger')};
  }
  .title {
    margin: 0;
    font-size: 15px;
    font-weight: 650;
  }
  .description {
    margin: 0;
    max-width: 420px;
    color: ${color('fg-muted')};
  }
  .action {
    margin-top: ${space(2)};
  }
`;
