// The frame of one report panel: a titled region with its own loading, failure ("Failed to
// load" with Reload) and content, so one failing call leaves the rest of the report readable.
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from '@console/ui';
import { PanelBox, PanelHeader, StateBox } from './Panel.styles.ts';
import { QueryFailed } from '../../shell/QueryFailed.tsx';

export interface PanelProps {
  title: string;
  /** A line under the title (counts, how the rows are sorted). */
  meta?: ReactNode;
  /** Buttons at the end of the title row (export). */
  actions?: ReactNode;
  status: 'loading' | 'success' | 'error';
  /** Content stays while a reload runs once there is some. */
  hasContent?: boolean;
  onReload: () => void;
  /** A panel as wide as the grid (the chart). */
  isWide?: boolean;
  /** Two columns of an automatic grid of three or more (ReportGrid's data-span="double"). */
  isDouble?: boolean;
  children?: ReactNode;
}

export function Panel({
  title,
  meta,
  actions,
  status,
  hasContent = status === 'success',
  onReload,
  isWide = false,
  isDouble = false,
  children,
}: PanelProps) {
  const { t } = useTranslation('common');
  const titleId = useId();
  let body: ReactNode = children;
  if (status === 'error')
    body = (
      <StateBox>
        <QueryFailed onRetry={onReload} />
      </StateBox>
    );
  else if (!hasContent)
    body = (
      <StateBox>
        <Loading layout="stacked" label={t('loading')} />
      </StateBox>
    );
  return (
    <PanelBox
      aria-labelledby={titleId}
      aria-busy={status === 'loading' || undefined}
      data-span={isWide ? 'full' : isDouble ? 'double' : undefined}
    >
      <PanelHeader>
        <div>
          <h2 id={titleId}>{title}</h2>
          {meta && status === 'success' && <p className="meta">{meta}</p>}
        </div>
        {actions && status === 'success' && <div className="actions">{actions}</div>}
      </PanelHeader>
      {body}
    </PanelBox>
  );
}
