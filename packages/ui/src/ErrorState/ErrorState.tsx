import { Button } from '../Button/Button.tsx';
import { StateBlock } from '../EmptyState/EmptyState.styles.ts';
import { AlertIcon, ReloadIcon } from '../Icon/icons.tsx';

export interface ErrorStateProps {
  title?: string;
  description?: string;
  /** Called by the Reload button; reloads the page by default. */
  onReload?: () => void;
  reloadLabel?: string;
  headingLevel?: 2 | 3 | 4;
}

/** An unexpected failure of a screen or panel, with a way out: reload. */
export function ErrorState({
  title = 'Something went wrong',
  description,
  onReload = () => window.location.reload(),
  reloadLabel = 'Reload',
  headingLevel = 2,
}: ErrorStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <StateBlock role="alert" data-tone="danger">
      <span className="icon">
        <AlertIcon size={32} />
      </span>
      <Heading className="title">{title}</Heading>
      {description && <p className="description">{description}</p>}
      <div className="action">
        <Button variant="primary" icon={<ReloadIcon />} onPress={onReload}>
          {reloadLabel}
        </Button>
      </div>
    </StateBlock>
  );
}
