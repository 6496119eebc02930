import type { Key } from 'react-aria-components';
import { FilterField } from '../FilterField/FilterField.tsx';
import type { FilterDimension, FilterDraft, FilterOperator } from './filters.ts';
import {
  DimensionList,
  DimensionRow,
  OperatorButton,
  OperatorGroup,
} from './FilterDimensions.styles.ts';

export interface FilterDimensionsProps {
  dimensions: readonly FilterDimension[];
  draft: FilterDraft;
  onUpdate: (dimension: string, change: Partial<FilterDraft[string]>) => void;
  labels: { include: string; exclude: string; operator: string };
}

/**
 * The Filters dialog's body: per dimension a multi-value field and an Include / Exclude toggle.
 * Its own module, loaded when the Filters button is reached (see FiltersModal).
 */
export function FilterDimensions({ dimensions, draft, onUpdate, labels }: FilterDimensionsProps) {
  return (
    <DimensionList>
      {dimensions.map((dimension) => {
        const entry = draft[dimension.id] ?? { op: 'IN', values: [] };
        return (
          <DimensionRow key={dimension.id}>
            <FilterField
              label={dimension.caption}
              values={entry.values}
              onChange={(values) => onUpdate(dimension.id, { values })}
              suggestions={dimension.options ?? []}
            />
            <OperatorGroup
              className="operator"
              aria-label={`${dimension.caption} ${labels.operator}`}
              selectionMode="single"
              disallowEmptySelection
              selectedKeys={[entry.op]}
              onSelectionChange={(keys: Set<Key>) => {
                const [op] = [...keys];
                if (op) onUpdate(dimension.id, { op: op as FilterOperator });
              }}
            >
              <OperatorButton id="IN">{labels.include}</OperatorButton>
              <OperatorButton id="NOT_IN">{labels.exclude}</OperatorButton>
            </OperatorGroup>
          </DimensionRow>
        );
      })}
    </DimensionList>
  );
}
