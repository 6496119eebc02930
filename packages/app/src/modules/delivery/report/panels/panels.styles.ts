import { styled } from 'styled-components';
import { color, space } from '@console/ui';

/** An expanded diagnostic: the real answer, its status and the providers that gave it. */
export const DiagnosticDetails = styled.div`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${space(1)} ${space(3)};
  padding: ${space(2)} ${space(3)};
  font-size: 13px;

  dt {
    color: ${color('fg-muted')};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  code {
    font-family: ui-monospace, 'SFMono-Regular', Menlo, monospace;
    font-size: 12px;
  }
`;

export const Summary = styled.p`
  margin: 0;
  color: ${color('fg-muted')};
  font-size: 13px;
`;
