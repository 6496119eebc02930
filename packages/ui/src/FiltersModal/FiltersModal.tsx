import { Suspense, useState } from 'react';
import { Button } from '../Button/Button.tsx';
import { Modal } from '../Modal/Modal.tsx';
import { Loading } from '../Spinner/Spinner.tsx';
import {
  activeFilterCount,
  draftFromFilters,
  filtersFromDraft,
  type FilterDimension,
  type FilterDraft,
  type RunFilter,
} from './filters.ts';
import { CountBadge, DimensionsLoading, EmptyText } from './FiltersModal.styles.ts';
import { LazyFilterDimensions, preloadDimensions } from './lazyDimensions.ts';

export interface FiltersModalLabels {
  /** The trigger button and the dialog title. */
  title: string;
  apply: string;
  cancel: string;
  include: string;
  exclude: string;
  /** Suffix of each operator toggle's accessible name ("ISP operator"). */
  operator: string;
  /** Shown when the workspace has no filterable dimension. */
  empty: string;
  /** Announced should the fields' code still be on its way when the dialog opens. */
  loading: string;
}

const defaultLabels: FiltersModalLabels = {
  title: 'Filters',
  apply: 'Apply',
  cancel: 'Cancel',
  include: 'Include',
  exclude: 'Exclude',
  operator: 'operator',
  empty: 'No dimensions available',
  loading: 'Loading the filters…',
};

export interface FiltersModalProps {
  /** The workspace's filterable dimensions. */
  dimensions: readonly FilterDimension[];
  /** The applied filters. */
  value: readonly RunFilter[];
  /** Called by Apply with the new filters; Cancel and Escape leave the filters as they were. */
  onApply: (filters: RunFilter[]) => void;
  labels?: Partial<FiltersModalLabels>;
  isDisabled?: boolean;
}

/**
 * The run bar's Filters button and modal: per dimension a multi-value field and an Include /
 * Exclude toggle. Edits stay in a draft until Apply; Cancel restores the previous filters.
 * The fields' code is fetched when the pointer or the focus first reaches the button
 * (lazyDimensions.ts); should it still be on its way when the dialog opens, the dialog says it
 * is loading.
 */
export function FiltersModal({
  dimensions,
  value,
  onApply,
  labels,
  isDisabled,
}: FiltersModalProps) {
  const text = { ...defaultLabels, ...labels };
  const [isOpen, setOpen] = useState(false);
  const [draft, setDraft] = useState<FilterDraft>({});
  const count = activeFilterCount(value);

  const open = () => {
    setDraft(draftFromFilters(dimensions, value));
    setOpen(true);
  };
  const update = (field: string, change: Partial<FilterDraft[string]>) =>
    setDraft((current) => ({
      ...current,
      [field]: { op: 'IN', values: [], ...current[field], ...change },
    }));

  return (
    <>
      <Button
        onPress={open}
        isDisabled={isDisabled}
        onHoverStart={preloadDimensions}
        onFocus={preloadDimensions}
      >
        {text.title}
        {count > 0 && <CountBadge>{count}</CountBadge>}
      </Button>
      <Modal
        title={text.title}
        isOpen={isOpen}
        onOpenChange={setOpen}
        size="large"
        closeLabel={null}
        actions={(close) => (
          <>
            <Button onPress={close}>{text.cancel}</Button>
            <Button
              variant="primary"
              onPress={() => {
                onApply(filtersFromDraft(dimensions, draft, value));
                close();
              }}
            >
              {text.apply}
            </Button>
          </>
        )}
      >
        {dimensions.length === 0 ? (
          <EmptyText>{text.empty}</EmptyText>
        ) : (
          <Suspense
            fallback={
              <DimensionsLoading>
                <Loading label={text.loading} />
              </DimensionsLoading>
            }
          >
            <LazyFilterDimensions
              dimensions={dimensions}
              draft={draft}
              onUpdate={update}
              labels={text}
            />
          </Suspense>
        )}
      </Modal>
    </>
  );
}
