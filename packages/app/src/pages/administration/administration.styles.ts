// The administration page's look, over the shell's screen fragments: the page and its header
// (title beside the account picker), a table cell's two parts and its centred control, the
// note about the only owner, and the parts of the dialogs (fields, a refusal, the buttons).
import { styled } from 'styled-components';
import { color, Radio, space } from '@console/ui';
import {
  screenHeader,
  screenPage,
  screenSections,
  screenTitle,
} from '../../shell/screen.styles.ts';

export { FormAlert, FormButtons, FormFields } from '../../shell/dialogForm.styles.ts';

export const Page = styled.div`
  ${screenPage}
  ${screenTitle}
  ${screenSections}
`;

/** The title and its line, beside the account picker; the picker wraps under it when narrow. */
export const Header = styled.header`
  ${screenHeader}

  > div:first-child {
    min-width: 0;
    max-width: 680px;
  }
  h1 {
    overflow-wrap: anywhere;
  }
  .picker {
    min-width: 240px;
  }
  @media (max-width: 599px) {
    .picker {
      width: 100%;
    }
  }
`;

/** The account's actions above its members: Invite, at the end of the row. */
export const Toolbar = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-bottom: calc(-1 * ${space(2)});
`;

/** A member's cell: the name (cut last), then the address muted (cut first), or a pill. */
export const CellLine = styled.span`
  display: inline-flex;
  align-items: baseline;
  gap: ${space(2)};
  min-width: 0;
  max-width: 100%;
  overflow: hidden;
  white-space: nowrap;

  > * {
    flex-shrink: 0;
  }
  .name {
    flex-shrink: 1;
    min-width: 3em;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  .muted {
    /* the address gives way long before the name */
    flex-shrink: 100;
    min-width: 0;
    overflow: hidden;
    color: ${color('fg-muted')};
    text-overflow: ellipsis;
  }
`;

/** A cell's control, centred in the 36 px row (cells lay text out by line height). */
export const CellControl = styled.span`
  display: flex;
  align-items: center;
  height: 35px;
`;

/** A muted word in a cell (never visited, not a member yet). */
export const Muted = styled.span`
  color: ${color('fg-muted')};
`;

/** Why the only owner's row offers no role change nor removal: a quiet note, not an alert. */
export const Note = styled.p`
  margin: 0;
  padding: ${space(2)} ${space(3)};
  border-left: 3px solid ${color('info')};
  border-radius: var(--radius);
  background: ${color('info-subtle')};
  color: ${color('fg-default')};
`;

/** A role to choose, its name over what it may do; the mark stays by the name. */
export const RoleRadio = styled(Radio)`
  align-items: flex-start;

  &::before {
    margin-top: 1px;
  }
  .name {
    display: block;
    font-weight: 550;
  }
  .help {
    display: block;
    color: ${color('fg-muted')};
    font-size: 13px;
  }
`;

/** Words for assistive technology only. */
export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;
