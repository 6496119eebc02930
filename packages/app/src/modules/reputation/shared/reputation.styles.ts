// The Reputation Monitor pages' frame. Page, cards, code, record details
// and table cells are the DMARC pages' (written once there, over the shell's fragments); added
// here is what is the Reputation Monitor's own: a cell's two parts, facts in a row, a list's
// toolbar, external links, the parts of the editors' dialogs and words for screen readers only.
import { styled } from 'styled-components';
import { color, space } from '@console/ui';
import { textLink } from '../../dmarc/shared/dmarc.styles.ts';

export { FormAlert, FormButtons, FormFields } from '../../../shell/dialogForm.styles.ts';

export {
  Card,
  CellLink,
  CellText,
  Code,
  Columns,
  Details,
  Page,
} from '../../dmarc/shared/dmarc.styles.ts';
export { ActionLink } from '../../../shell/ActionLink.styles.ts';

/** A table cell of a main text and a muted second part (a range's size, a time's date). */
export const CellLine = styled.span`
  display: inline-flex;
  align-items: baseline;
  gap: ${space(2)};
  min-width: 0;
  overflow: hidden;
  white-space: nowrap;

  > * {
    flex-shrink: 0;
  }
  .muted {
    flex-shrink: 1;
    min-width: 0;
    overflow: hidden;
    color: ${color('fg-muted')};
    text-overflow: ellipsis;
  }
`;

/** A link to another site (a list's removal page): opens a new tab, and says so. */
export const ExternalLink = styled.a`
  ${textLink}
`;

/** The filters and the add button above a list: filters first, the button at the end. */
export const ListToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(2)} ${space(4)};

  .end {
    margin-left: auto;
  }
  @media (max-width: 599px) {
    .end {
      margin-left: 0;
    }
  }
`;

/** Tags of an asset, side by side; the row's height keeps them on one line. */
export const TagList = styled.ul`
  display: flex;
  gap: ${space(1)};
  margin: 0;
  padding: 0;
  overflow: hidden;
  list-style: none;
`;

/** A muted line of explanation inside a panel (a legend, a hint). */
export const Note = styled.p`
  margin: 0;
  color: ${color('fg-muted')};
  font-size: 13px;
`;

/** An asset's edit and remove buttons, side by side (a table row, a detail page's card). */
export const EditButtons = styled.div`
  display: flex;
  align-items: center;
  gap: ${space(1)};
`;

/** Words for assistive technology only: a link's full name after its visible words. */
export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

/** Facts side by side, each its label over its value, wrapping: a page's summary in a row or two. */
export const FactRow = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(3)} ${space(4)};
  margin: 0;

  > div {
    display: flex;
    flex-direction: column;
    gap: ${space(1)};
    min-width: 0;
  }
  dt {
    color: ${color('fg-muted')};
    font-size: 12px;
  }
  dd {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${space(1)} ${space(2)};
    min-height: 24px;
    margin: 0;
    overflow-wrap: anywhere;
  }
`;
