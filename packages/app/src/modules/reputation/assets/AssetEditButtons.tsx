// An editor's ways to change or remove one IP, range or domain. On a page: Edit and Remove
// buttons, each opening its dialog. In a table row, where two words do not fit in every
// language: one "Actions for …" button opening a menu of both. Names say which asset, so a
// row's controls are told apart by assistive technology.
import { useRef, useState } from 'react';
import { Button, DialogTrigger, Menu, MenuItem, MenuTrigger, MoreIcon } from '@console/ui';
import { EditButtons } from '../shared/reputation.styles.ts';
import type { AssetKind } from '../shared/reputationPaths.ts';
import type { ReputationTexts } from '../shared/useReputationTexts.ts';
import { AssetFormDialog, type EditedAsset } from './AssetFormDialog.tsx';
import { RemoveAssetDialog } from './RemoveAssetDialog.tsx';

export interface AssetEditButtonsProps {
  kind: AssetKind;
  asset: EditedAsset;
  onSaved: (key: string, isNew: boolean) => void;
  onRemoved: (key: string) => void;
  texts: ReputationTexts;
}

export function AssetEditButtons({
  kind,
  asset,
  onSaved,
  onRemoved,
  texts,
}: AssetEditButtonsProps) {
  const { t } = texts;
  return (
    <EditButtons>
      <DialogTrigger>
        <Button aria-label={t('edit.editLabel', { key: asset.key })}>{t('edit.edit')}</Button>
        <AssetFormDialog kind={kind} asset={asset} onSaved={onSaved} texts={texts} />
      </DialogTrigger>
      <DialogTrigger>
        <Button aria-label={t('edit.removeLabel', { key: asset.key })}>{t('edit.remove')}</Button>
        <RemoveAssetDialog kind={kind} assetKey={asset.key} onRemoved={onRemoved} texts={texts} />
      </DialogTrigger>
    </EditButtons>
  );
}

type Opened = 'edit' | 'remove' | null;

export function AssetActionsMenu({
  kind,
  asset,
  onSaved,
  onRemoved,
  texts,
}: AssetEditButtonsProps) {
  const { t } = texts;
  const [opened, setOpened] = useState<Opened>(null);
  const cell = useRef<HTMLDivElement>(null);
  // The dialog opens as the menu closes, so react-aria has no button to give the focus back to:
  // the row's menu button takes it.
  const closeOn = (isOpen: boolean) => {
    if (isOpen) return;
    setOpened(null);
    requestAnimationFrame(() => cell.current?.querySelector('button')?.focus());
  };
  return (
    <EditButtons ref={cell}>
      <MenuTrigger>
        <Button
          variant="ghost"
          icon={<MoreIcon />}
          aria-label={t('edit.actionsLabel', { key: asset.key })}
        />
        <Menu onAction={(key) => setOpened(key as Opened)} placement="bottom end">
          <MenuItem id="edit">{t('edit.edit')}</MenuItem>
          <MenuItem id="remove" isDanger>
            {t('edit.remove')}
          </MenuItem>
        </Menu>
      </MenuTrigger>
      <AssetFormDialog
        kind={kind}
        asset={asset}
        onSaved={onSaved}
        texts={texts}
        isOpen={opened === 'edit'}
        onOpenChange={closeOn}
      />
      <RemoveAssetDialog
        kind={kind}
        assetKey={asset.key}
        onRemoved={onRemoved}
        texts={texts}
        isOpen={opened === 'remove'}
        onOpenChange={closeOn}
      />
    </EditButtons>
  );
}
