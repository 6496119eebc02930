// The domain page's TLS report and DNS check panels: a block per policy or record, the record
// as published, findings marked by severity, and a plain table of TLS failures.
import { css, styled } from 'styled-components';
import { color, space } from '@console/ui';
import { recordBlock } from '../shared/dmarc.styles.ts';

const block = css`
  display: flex;
  flex-direction: column;
  gap: ${space(2)};
  min-width: 0;
  padding: ${space(3)} 0;
  & + & {
    border-top: 1px solid ${color('border-default')};
  }
  p {
    margin: 0;
  }
  .muted {
    color: ${color('fg-muted')};
  }
`;

export const PolicyBlock = styled.section`
  ${block}
`;

export const CheckBlock = styled.section`
  ${block}

  .title {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${space(1)} ${space(3)};
  }
  pre {
    ${recordBlock}
  }
`;

export const Findings = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${space(1)};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    padding-left: ${space(3)};
    border-left: 3px solid ${color('border-default')};
    overflow-wrap: anywhere;
  }
  li[data-severity='error'] {
    border-left-color: ${color('danger')};
  }
  li[data-severity='warning'] {
    border-left-color: ${color('warning')};
  }
  .severity {
    font-weight: 600;
  }
`;

export const PlainTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 13px;

  caption {
    padding-bottom: ${space(1)};
    text-align: left;
    font-weight: 600;
  }
  th,
  td {
    padding: ${space(1)} ${space(2)};
    border-bottom: 1px solid ${color('border-default')};
    text-align: left;
    vertical-align: top;
    overflow-wrap: anywhere;
  }
  th {
    color: ${color('fg-muted')};
    font-weight: 600;
  }
  .number {
    text-align: right;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
`;
