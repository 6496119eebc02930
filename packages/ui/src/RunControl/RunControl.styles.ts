// The box of a run-bar control: its own width, unless a RunBar on a phone sets
// --run-control-width to fill the row.
import type { CSSProperties } from 'react';
import { styled } from 'styled-components';

export const RunControlBox = styled.div`
  width: var(--run-control-width, var(--run-control-own-width));
`;

/** The inline style giving a control its own width in px. */
export const ownWidth = (px: number) => ({ '--run-control-own-width': `${px}px` }) as CSSProperties;
