import { styled } from 'styled-components';

/** A container-query context, so the grid answers to its own width, not the window's. */
export const GridContainer = styled.div`
  container-type: inline-size;
  min-width: 0;
`;

export const Grid = styled.div`
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 360px), 1fr));

  &[data-density='compact'] {
    gap: 8px;
  }
  &[data-layout='one'] {
    grid-template-columns: minmax(0, 1fr);
  }
  &[data-layout='two'] {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  &[data-layout='three'] {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }

  /* Fixed column counts give way on narrow widths: panels never shrink below readability. */
  @container (max-width: 900px) {
    &[data-layout='three'] {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
  }
  @container (max-width: 600px) {
    &[data-layout='two'],
    &[data-layout='three'] {
      grid-template-columns: minmax(0, 1fr);
    }
  }

  /* A panel that asks for the whole row (e.g. a wide table). */
  > [data-span='full'] {
    grid-column: 1 / -1;
  }

  /* Three automatic columns or more (3 x 360 px and two gaps): a panel whose text needs room
     takes two of them beside a narrow one, instead of leaving the third empty. */
  @container (min-width: 1112px) {
    &[data-layout='auto'] > [data-span='double'] {
      grid-column: span 2;
    }
  }
`;
