import { styled } from 'styled-components';
import { color, space } from '@console/ui';

/** The chart sits in the panel's frame: its own figure loses border and padding. */
export const ChartBox = styled.div`
  min-width: 0;
  min-height: 240px;

  figure {
    padding: 0;
    border: 0;
    background: none;
  }
  figcaption .title {
    font-weight: 500;
    color: ${color('fg-muted')};
  }
`;

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
