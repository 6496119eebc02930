/** Every text of the presets control; English defaults, the app passes its translations. */
export interface PresetsLabels {
  /** The trigger button ("Presets: Weekly" once one is current). */
  presets: string;
  empty: string;
  isDefault: string;
  add: string;
  edit: string;
  delete: string;
  addTitle: string;
  editTitle: string;
  deleteTitle: string;
  /** Body of the delete confirmation; {name} is replaced. */
  deleteConfirm: string;
  name: string;
  nameDescription: string;
  defaultFlag: string;
  ok: string;
  cancel: string;
  confirmDelete: string;
  duplicate: string;
}

export const defaultPresetsLabels: PresetsLabels = {
  presets: 'Presets',
  empty: 'No presets yet',
  isDefault: 'default',
  add: 'Add preset…',
  edit: 'Edit preset…',
  delete: 'Delete preset…',
  addTitle: 'Add preset',
  editTitle: 'Edit preset',
  deleteTitle: 'Delete preset',
  deleteConfirm: 'Delete the preset “{name}”?',
  name: 'Name',
  nameDescription: 'Letters, digits, spaces, _ and -; other characters become _.',
  defaultFlag: 'Apply this preset when the workspace opens',
  ok: 'OK',
  cancel: 'Cancel',
  confirmDelete: 'Delete',
  duplicate: 'Preset name already exists',
};
