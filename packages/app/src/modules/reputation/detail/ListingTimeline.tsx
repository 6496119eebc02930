// The listing periods as a picture: a track per list across the period, a bar per listing,
// still-running ones reaching today in the danger colour, ended ones in the warning colour. It
// is one image to assistive technology, named by a sentence per list; the table under it holds
// every period as text.
import { Fragment } from 'react';
import { styled } from 'styled-components';
import { color, space } from '@console/ui';
import type { ListingTrack } from './listingTracks.ts';

const Figure = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space(2)};
  min-width: 0;
  font-size: 12px;

  .tracks {
    display: grid;
    grid-template-columns: minmax(90px, max-content) minmax(0, 1fr);
    align-items: center;
    gap: ${space(1)} ${space(3)};
  }
  .name {
    overflow: hidden;
    color: ${color('fg-default')};
    font-size: 13px;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .line {
    position: relative;
    height: 14px;
    border-radius: 3px;
    background: ${color('bg-subtle')};
  }
  .bar {
    position: absolute;
    top: 0;
    bottom: 0;
    min-width: 3px;
    border-radius: 3px;
    background: ${color('warning')};
  }
  .bar[data-ongoing] {
    background: ${color('danger')};
  }
  .axis {
    grid-column: 2;
    display: flex;
    justify-content: space-between;
    color: ${color('fg-muted')};
  }
  .legend {
    display: flex;
    flex-wrap: wrap;
    gap: ${space(1)} ${space(4)};
    margin: 0;
    padding: 0;
    color: ${color('fg-muted')};
    list-style: none;
  }
  .legend li {
    display: inline-flex;
    align-items: center;
    gap: ${space(1)};
  }
  .swatch {
    width: 12px;
    height: 12px;
    border-radius: 3px;
    background: ${color('warning')};
  }
  .swatch[data-ongoing] {
    background: ${color('danger')};
  }
`;

export interface ListingTimelineProps {
  tracks: readonly ListingTrack[];
  /** the image's name: what it shows, list by list */
  label: string;
  from: string;
  to: string;
  ongoingLabel: string;
  endedLabel: string;
}

export function ListingTimeline({
  tracks,
  label,
  from,
  to,
  ongoingLabel,
  endedLabel,
}: ListingTimelineProps) {
  return (
    <Figure>
      <div className="tracks" role="img" aria-label={label}>
        {tracks.map((track) => (
          <Fragment key={track.list}>
            <span className="name">{track.name}</span>
            <span className="line">
              {track.bars.map((bar) => (
                <span
                  key={`${bar.period.target}-${bar.period.listed_at}`}
                  className="bar"
                  data-ongoing={bar.isOngoing || undefined}
                  style={{ left: `${bar.start}%`, width: `${bar.width}%` }}
                />
              ))}
            </span>
          </Fragment>
        ))}
        <div className="axis">
          <span>{from}</span>
          <span>{to}</span>
        </div>
      </div>
      <ul className="legend" aria-hidden="true">
        <li>
          <span className="swatch" data-ongoing />
          {ongoingLabel}
        </li>
        <li>
          <span className="swatch" />
          {endedLabel}
        </li>
      </ul>
    </Figure>
  );
}
