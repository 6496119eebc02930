import { useState } from 'react';
import { MenuTrigger, MenuSection, type Key } from 'react-aria-components';
import { Button } from '../Button/Button.tsx';
import { ChevronDownIcon } from '../Icon/icons.tsx';
import { Menu, MenuItem } from '../Menu/Menu.tsx';
import { MenuSeparator } from '../Menu/Menu.styles.ts';
import { Modal } from '../Modal/Modal.tsx';
import { preloadPresetForm } from './lazyPresetForm.ts';
import { defaultPresetsLabels, type PresetsLabels } from './presetLabels.ts';
import { PresetForm } from './PresetForm.tsx';
import type { PresetDraft } from './PresetFormBody.tsx';
import { duplicatePresetName, sanitizePresetName, type PresetItem } from './presetName.ts';
import { ConfirmText, DefaultMark } from './PresetsControl.styles.ts';

export interface PresetSave extends PresetDraft {
  /** The name before an edit; absent when a preset is added. */
  previousName?: string;
}

export interface PresetsControlProps {
  /** The workspace's presets. */
  presets: readonly PresetItem[];
  /** The current preset's name, if one is applied: Edit and Delete act on it. */
  value?: string | null;
  onApply: (name: string) => void;
  /** Add (no previousName) or edit; the machine stores it and clears other default flags. */
  onSave: (preset: PresetSave) => void;
  onDelete: (name: string) => void;
  /** Rewrites the name as typed; by default the spec's character rule. */
  sanitizeName?: (name: string) => string;
  /** A message blocks OK; by default a duplicate name gives "Preset name already exists". */
  validateName?: (name: string, editing: string | null) => string | null | undefined;
  labels?: Partial<PresetsLabels>;
  isDisabled?: boolean;
}

type Dialog = 'add' | 'edit' | 'delete' | null;

/** Lists the run bar's presets to apply one, and adds, edits or deletes them. */
export function PresetsControl({
  presets,
  value = null,
  onApply,
  onSave,
  onDelete,
  sanitizeName = sanitizePresetName,
  validateName,
  labels,
  isDisabled,
}: PresetsControlProps) {
  const text = { ...defaultPresetsLabels, ...labels };
  const [dialog, setDialog] = useState<Dialog>(null);
  const current = presets.find((preset) => preset.name === value) ?? null;
  const editing = dialog === 'edit' ? (current?.name ?? null) : null;
  const validate = (name: string) =>
    validateName
      ? validateName(name, editing)
      : duplicatePresetName(name, presets, editing, text.duplicate);

  const onAction = (key: Key) => {
    const action = String(key);
    if (action === 'add' || action === 'edit' || action === 'delete') setDialog(action);
    else onApply(action.slice('apply:'.length));
  };
  const closeUnless = (isOpen: boolean) => {
    if (!isOpen) setDialog(null);
  };

  return (
    <>
      <MenuTrigger>
        <Button
          isDisabled={isDisabled}
          onHoverStart={preloadPresetForm}
          onFocus={preloadPresetForm}
        >
          {current ? `${text.presets}: ${current.name}` : text.presets}
          <ChevronDownIcon />
        </Button>
        <Menu onAction={onAction} disabledKeys={current ? ['empty'] : ['empty', 'edit', 'delete']}>
          <MenuSection aria-label={text.presets}>
            {presets.length === 0 ? (
              <MenuItem id="empty">{text.empty}</MenuItem>
            ) : (
              presets.map((preset) => (
                <MenuItem key={preset.name} id={`apply:${preset.name}`} textValue={preset.name}>
                  {preset.name}
                  {preset.isDefault && <DefaultMark>{text.isDefault}</DefaultMark>}
                </MenuItem>
              ))
            )}
          </MenuSection>
          <MenuSeparator />
          <MenuSection aria-label={text.edit}>
            <MenuItem id="add">{text.add}</MenuItem>
            <MenuItem id="edit">{text.edit}</MenuItem>
            <MenuItem id="delete" isDanger>
              {text.delete}
            </MenuItem>
          </MenuSection>
        </Menu>
      </MenuTrigger>
      <PresetForm
        isOpen={dialog === 'add' || dialog === 'edit'}
        onOpenChange={closeUnless}
        title={dialog === 'edit' ? text.editTitle : text.addTitle}
        initial={
          dialog === 'edit' && current
            ? { name: current.name, isDefault: current.isDefault ?? false }
            : { name: '', isDefault: false }
        }
        sanitizeName={sanitizeName}
        validateName={validate}
        onSubmit={(draft) => onSave(editing ? { ...draft, previousName: editing } : draft)}
        text={text}
      />
      <Modal
        title={text.deleteTitle}
        role="alertdialog"
        size="small"
        closeLabel={null}
        isOpen={dialog === 'delete'}
        onOpenChange={closeUnless}
        actions={(close) => (
          <>
            <Button onPress={close}>{text.cancel}</Button>
            <Button
              variant="danger"
              onPress={() => {
                if (current) onDelete(current.name);
                close();
              }}
            >
              {text.confirmDelete}
            </Button>
          </>
        )}
      >
        <ConfirmText>{text.deleteConfirm.replace('{name}', current?.name ?? '')}</ConfirmText>
      </Modal>
    </>
  );
}
