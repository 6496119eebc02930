// The Email Auditor pages' frame. Page, cards, facts, code and scrollable text blocks are the
// DMARC pages' and the dialogs' parts the Reputation Monitor's (written once there); added here
// is what is the auditor's own: score chips, the scores' grid, the tests of a topic, the header
// with its authentication fields marked, the HTML part's frame and the data tab's table.
import { styled } from 'styled-components';
import { color, space } from '@console/ui';
import { recordBlock } from '../../dmarc/shared/dmarc.styles.ts';

export {
  Card,
  CellLink,
  CellText,
  Code,
  CopyRow,
  Facts,
  Page,
  ScrollBlock,
} from '../../dmarc/shared/dmarc.styles.ts';
export {
  FormAlert,
  FormButtons,
  FormFields,
  Note,
  VisuallyHidden,
} from '../../reputation/shared/reputation.styles.ts';

const mono = `ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace`;

/** A score as a small coloured chip: the number, its colour by level. */
export const Chip = styled.span`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 30px;
  height: 22px;
  padding: 0 ${space(1)};
  border-radius: 6px;
  font-size: 12px;
  font-weight: 650;
  font-variant-numeric: tabular-nums;
  line-height: 1;
  color: ${color('success')};
  background: ${color('success-subtle')};
  box-shadow: inset 0 0 0 1px currentColor;

  &[data-level='fair'] {
    color: ${color('warning')};
    background: ${color('warning-subtle')};
  }
  &[data-level='poor'] {
    color: ${color('danger')};
    background: ${color('danger-subtle')};
  }
  &[data-size='large'] {
    min-width: 56px;
    height: 40px;
    padding: 0 ${space(2)};
    border-radius: var(--radius);
    font-size: 20px;
  }
`;

/** The eight topic chips of a report, side by side in topic order. */
export const ChipList = styled.ul`
  display: flex;
  gap: 3px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** The copy and the editors' button beside the audit address, wrapping under it when narrow. */
export const AddressRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(2)};

  > :first-child {
    flex: 1 1 320px;
    min-width: 0;
  }
`;

/** The overall score beside the counts of results. */
export const Overall = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(2)} ${space(4)};

  .label {
    display: flex;
    flex-direction: column;
    gap: 2px;
    font-weight: 600;
  }
  .label span {
    color: ${color('fg-muted')};
    font-weight: 400;
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${space(1)};
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

/** The topic gauges, as many columns as fit. */
export const GaugeGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: ${space(3)} 24px;

  /* doubled: the gauge's own 240 px may be injected after this rule in a lazy-loaded chunk */
  && > * {
    width: auto;
  }
`;

/** A topic's card title: its name and what it covers, its score at the end. */
export const TopicHead = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${space(3)};

  > div {
    display: flex;
    flex-direction: column;
    gap: 2px;
    min-width: 0;
  }
`;

/** A topic's tests, one under the other, separated by a rule. (&& outweighs the card's.) */
export const TestList = styled.ul`
  && {
    display: flex;
    flex-direction: column;
    gap: 0;
    margin: 0;
    padding: 0;
    list-style: none;
  }

  > li {
    display: flex;
    flex-direction: column;
    gap: ${space(1)};
    padding: ${space(3)} 0;
    border-top: 1px solid ${color('border-default')};
  }
  > li:last-child {
    padding-bottom: 0;
  }
  .head {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${space(1)} ${space(2)};
  }
  .head h3 {
    margin-right: auto;
  }
  .penalty {
    color: ${color('fg-muted')};
    font-size: 13px;
    font-variant-numeric: tabular-nums;
  }
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
  dl {
    display: grid;
    grid-template-columns: max-content minmax(0, 1fr);
    gap: ${space(1)} ${space(3)};
    margin: ${space(1)} 0 0;
    padding: ${space(2)} ${space(3)};
    border-radius: var(--radius);
    background: ${color('bg-subtle')};
    font-size: 13.5px;
  }
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
  @media (max-width: 599px) {
    dl {
      grid-template-columns: minmax(0, 1fr);
    }
    dd + dt {
      margin-top: ${space(1)};
    }
  }
`;

/** The bulk-sender requirements, each met or missed. (&& outweighs the card's list rules.) */
export const RequirementList = styled.ul`
  && {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(min(100%, 300px), 1fr));
    gap: ${space(3)} ${space(4)};
    padding: 0;
    list-style: none;
  }
  li {
    display: flex;
    flex-direction: column;
    gap: 2px;
    min-width: 0;
  }
  .head {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${space(1)} ${space(2)};
    margin-bottom: 2px;
    font-weight: 600;
  }
  .muted {
    color: ${color('fg-muted')};
    font-size: 13px;
  }
`;

/** The header block as received, its authentication fields marked. */
export const HeaderBlock = styled.pre`
  max-height: 70vh;
  margin: 0;
  padding: ${space(3)};
  overflow: auto;
  border: 1px solid ${color('border-default')};
  border-radius: var(--radius);
  background: ${color('bg-subtle')};
  color: ${color('fg-default')};
  font-family: ${mono};
  font-size: 12px;
  line-height: 1.55;
  white-space: pre-wrap;
  tab-size: 4;
  overflow-wrap: anywhere;

  &:focus-visible {
    outline: 2px solid ${color('focus-ring')};
    outline-offset: 2px;
  }
  .field {
    display: block;
  }
  .field[data-auth] {
    margin: 0 calc(-1 * ${space(3)});
    padding: 0 ${space(3)};
    background: ${color('accent-subtle')};
  }
  mark {
    color: ${color('accent')};
    background: none;
    font-weight: 700;
  }
`;

/** A message part as text: wrapped, scrolled in place. */
export const TextBlock = styled(HeaderBlock)`
  font-size: 13px;
`;

/** The HTML part, rendered in a sandbox: a page-sized white sheet, as a mail client shows it. */
export const HtmlFrame = styled.iframe`
  display: block;
  width: 100%;
  height: 70vh;
  min-height: 360px;
  border: 1px solid ${color('border-default')};
  border-radius: var(--radius);
  background: #ffffff;
`;

/** Names and values in two columns. */
export const ValueTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 13.5px;

  th,
  td {
    padding: ${space(2)} ${space(3)};
    border-bottom: 1px solid ${color('border-default')};
    text-align: left;
    vertical-align: top;
  }
  thead th {
    color: ${color('fg-muted')};
    font-weight: 600;
  }
  tbody th {
    width: 40%;
    font-weight: 500;
  }
  code {
    color: ${color('fg-muted')};
    font-family: ${mono};
    font-size: 12px;
  }
  td {
    font-family: ${mono};
    font-size: 12.5px;
    overflow-wrap: anywhere;
  }
`;

/** The report as JSON: monospace, scrolled in place. */
export const JsonBlock = styled.pre`
  ${recordBlock}
  max-height: 60vh;
  overflow: auto;
  white-space: pre;
  overflow-wrap: normal;

  &:focus-visible {
    outline: 2px solid ${color('focus-ring')};
    outline-offset: 2px;
  }
`;

/** A card's title beside its buttons. */
export const CardHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space(2)};
`;
