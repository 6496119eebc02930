import type { ReactNode } from 'react';
import { InboxIcon } from '../Icon/icons.tsx';
import { StateBlock } from './EmptyState.styles.ts';

export interface EmptyStateProps {
  title: string;
  description?: string;
  /** A button or link that helps fill the view ("Add preset"). */
  action?: ReactNode;
  /** Replaces the default inbox icon. */
  icon?: ReactNode;
  /** Heading level of the title, to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
}

/** What a list or panel shows when it has nothing in it. */
export function EmptyState({
  title,
  description,
  action,
  icon = <InboxIcon size={32} />,
  headingLevel = 3,
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <StateBlock>
      <span className="icon">{icon}</span>
      <Heading className="title">{title}</Heading>
      {description && <p className="description">{description}</p>}
      {action && <div className="action">{action}</div>}
    </StateBlock>
  );
}
