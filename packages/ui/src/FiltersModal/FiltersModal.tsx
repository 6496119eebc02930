import { useState } from 'react';
import type { Key } from 'react-aria-components';
import { Button } from '../Button/Button.tsx';
import { FilterField } from '../FilterField/FilterField.tsx';
import { Modal } from '../Modal/Modal.tsx';
import {
  activeFilterCount,
  draftFromFilters,
  filtersFromDraft,
  type FilterDimension,
  type FilterDraft,
  type FilterOperator,
  type RunFilter,
} from './filters.ts';
import {
  CountBadge,
  DimensionList,
  DimensionRow,
  EmptyText,
  OperatorButton,
  OperatorGroup,
} from './FiltersModal.styles.ts';

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
}

const defaultLabels: FiltersModalLabels = {
  title: 'Filters',
  apply: 'Apply',
  cancel: 'Cancel',
  include: 'Include',
  exclude: 'Exclude',
  operator: 'operator',
  empty: 'No dimensions available',
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
      <Button onPress={open} isDisabled={isDisabled}>
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
          <DimensionList>
            {dimensions.map((dimension) => {
              const entry = draft[dimension.id] ?? { op: 'IN', values: [] };
              return (
                <DimensionRow key={dimension.id}>
                  <FilterField
                    label={dimension.caption}
                    values={entry.values}
                    onChange={(values) => update(dimension.id, { values })}
                    suggestions={dimension.options ?? []}
                  />
                  <OperatorGroup
                    className="operator"
                    aria-label={`${dimension.caption} ${text.operator}`}
                    selectionMode="single"
                    disallowEmptySelection
                    selectedKeys={[entry.op]}
                    onSelectionChange={(keys: Set<Key>) => {
                      const [op] = [...keys];
                      if (op) update(dimension.id, { op: op as FilterOperator });
                    }}
                  >
                    <OperatorButton id="IN">{text.include}</OperatorButton>
                    <OperatorButton id="NOT_IN">{text.exclude}</OperatorButton>
                  </OperatorGroup>
                </DimensionRow>
              );
            })}
          </DimensionList>
        )}
      </Modal>
    </>
  );
}
