export {
  WorkspacePicker,
  PLACEHOLDER_WORKSPACE_ID,
  type WorkspacePickerProps,
  type WorkspaceOption,
} from './WorkspacePicker.tsx';
