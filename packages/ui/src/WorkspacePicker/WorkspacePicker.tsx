import type { Key } from 'react-aria-components';
import { SelectItem } from '../Popover/Popover.tsx';
import { Select } from '../Select/Select.tsx';
import { PickerBox } from './WorkspacePicker.styles.ts';
import { specValues } from '../specValues.ts';

export interface WorkspaceOption {
  id: string;
  name: string;
}

/** The id of the placeholder workspace a user without workspaces gets (spec section 3). */
export const PLACEHOLDER_WORKSPACE_ID = specValues.noWorkspaceId;

export interface WorkspacePickerProps {
  workspaces: WorkspaceOption[];
  /** Id of the current workspace. */
  value: string | null;
  onChange: (id: string) => void;
  /** Accessible name (the top bar shows no visible label). */
  label?: string;
  /** Shown, disabled, when the user has no workspace (or only the placeholder one). */
  emptyLabel?: string;
  isDisabled?: boolean;
}

/** Switches the current workspace from the top bar. */
export function WorkspacePicker({
  workspaces,
  value,
  onChange,
  label = 'Workspace',
  emptyLabel = 'No workspaces available',
  isDisabled = false,
}: WorkspacePickerProps) {
  const real = workspaces.filter((workspace) => workspace.id !== PLACEHOLDER_WORKSPACE_ID);
  const isEmpty = real.length === 0;
  return (
    <PickerBox>
      <Select<WorkspaceOption>
        aria-label={label}
        items={real}
        value={isEmpty ? null : value}
        onChange={(key: Key | null) => {
          if (key !== null) onChange(String(key));
        }}
        placeholder={isEmpty ? emptyLabel : label}
        isDisabled={isDisabled || isEmpty}
        emptyText={emptyLabel}
      >
        {(workspace) => <SelectItem id={workspace.id}>{workspace.name}</SelectItem>}
      </Select>
    </PickerBox>
  );
}
