import { styled } from 'styled-components';
import { Link } from 'react-router';
import { color, space, trendColors } from '@console/ui';
import { Details } from '../../../../shell/screen.styles.ts';

/** An expanded diagnostic: the real answer, its status and the providers that gave it. */
export const DiagnosticDetails = styled(Details)`
  code {
    font-family: ui-monospace, 'SFMono-Regular', Menlo, monospace;
    font-size: 12px;
  }
  .links {
    grid-column: 1 / -1;
    display: flex;
    flex-wrap: wrap;
    gap: ${space(1)} ${space(4)};
  }
  .links a {
    color: ${color('accent')};
  }
`;

export const Summary = styled.p`
  margin: 0;
  color: ${color('fg-muted')};
  font-size: 13px;
`;

/** A change against the compared period, coloured by whether it is good news. */
export const ChangeText = styled.span`
  ${trendColors}
`;

/** A table value that opens the report narrowed to it. */
export const DrillLink = styled(Link)`
  color: ${color('accent')};
  text-decoration: underline;
  text-underline-offset: 2px;
  overflow: hidden;
  text-overflow: ellipsis;
`;
