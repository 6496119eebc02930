import { styled } from 'styled-components';
import { color, space } from '@console/ui';
import { Details as ScreenDetails } from '../../../shell/screen.styles.ts';

export const TimelineBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space(3)};
  padding: ${space(3)} ${space(4)} ${space(4)} ${space(3)};
  white-space: normal;
`;

/** Message-wide facts in one wrapping row of label/value pairs. */
export const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(1)} ${space(4)};
  margin: 0;
  font-size: 13px;

  div {
    display: flex;
    gap: ${space(1)};
    min-width: 0;
  }
  dt {
    color: ${color('fg-muted')};
  }
  dd {
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;

export const Code = styled.code`
  font-family: ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace;
  font-size: 12px;
`;

export const Steps = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** One step: a marker on the vertical line, the time, then what happened and its details. */
export const Step = styled.li`
  position: relative;
  display: grid;
  grid-template-columns: 16px 190px minmax(0, 1fr);
  column-gap: ${space(3)};
  padding-bottom: ${space(3)};

  /* the line joining this step's marker to the next one */
  &:not(:last-child)::before {
    content: '';
    position: absolute;
    left: 7px;
    top: 16px;
    bottom: 0;
    width: 2px;
    background: ${color('border-default')};
  }
  .marker {
    width: 12px;
    height: 12px;
    margin: 4px 2px 0;
    border-radius: 50%;
    border: 2px solid ${color('neutral')};
    background: ${color('bg-surface')};
  }
  &[data-tone='success'] .marker {
    border-color: ${color('success')};
    background: ${color('success')};
  }
  &[data-tone='danger'] .marker {
    border-color: ${color('danger')};
    background: ${color('danger')};
  }
  &[data-tone='warning'] .marker {
    border-color: ${color('warning')};
  }
  &[data-tone='info'] .marker {
    border-color: ${color('info')};
  }
  .when {
    display: flex;
    flex-direction: column;
    font-variant-numeric: tabular-nums;
  }
  .elapsed {
    color: ${color('fg-muted')};
    font-size: 12px;
  }
  .what {
    display: flex;
    flex-direction: column;
    gap: ${space(1)};
    min-width: 0;
  }
  .title {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${space(2)};
  }
  .hint {
    color: ${color('fg-muted')};
    font-size: 12px;
  }
`;

/** A step's fields: the shell's expanded-row list, tighter, inside the step's box. */
export const Details = styled(ScreenDetails)`
  gap: 2px ${space(3)};
  padding: 0;
`;

/** Where the message leads: its whole history, its domain's and IP's reports. */
export const Leads = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(1)} ${space(4)};
  font-size: 13px;

  a {
    color: ${color('accent')};
  }
`;
