// Adds an IP, a range or a domain, or changes one's description and tags (editors). The address
// or name is checked as it is typed (shown once the field is left or the form sent); the
// account's use of its limit is shown before adding; a refusal of the server stays in the
// dialog: a duplicate under the field (and read out), anything else above the buttons. Opened by
// the DialogTrigger around it, or from a row's menu through `isOpen`; react-aria gives the focus
// back to the button that opened it.
import { useState, type FormEvent } from 'react';
import { Button, Checkbox, Modal, TextField, type ModalProps } from '@console/ui';
import { Form } from 'react-aria-components';
import { useApi } from '../../../api/ApiContext.tsx';
import { useQuery } from '../../../api/useQuery.ts';
import { useSession } from '../../../session/SessionContext.tsx';
import {
  FormAlert,
  FormButtons,
  FormFields,
  Note,
  VisuallyHidden,
} from '../shared/reputation.styles.ts';
import type { AssetKind } from '../shared/reputationPaths.ts';
import type { ReputationTexts } from '../shared/useReputationTexts.ts';
import { assetCalls } from './assetCalls.ts';
import { saveProblemOf, type SaveProblem } from './assetErrors.ts';
import { checkAssetKey, parseTags } from './assetForm.ts';
import { saveProblemText } from './saveProblemText.ts';

export interface EditedAsset {
  key: string;
  description: string;
  tags: readonly string[];
}

export interface AssetFormDialogProps {
  kind: AssetKind;
  /** The asset to change; without one the dialog adds. */
  asset?: EditedAsset;
  /** Told with the asset's key once the server saved it. */
  onSaved: (key: string, isNew: boolean) => void;
  texts: ReputationTexts;
}

/** Opened by a DialogTrigger, or controlled. */
export type DialogOpening = Pick<ModalProps, 'isOpen' | 'onOpenChange'>;

function AssetForm({
  kind,
  asset,
  onSaved,
  texts,
  close,
}: AssetFormDialogProps & { close: () => void }) {
  const { t, format } = texts;
  const api = useApi();
  const { workspace } = useSession();
  const isNew = asset === undefined;
  const [keyText, setKeyText] = useState(asset?.key ?? '');
  const [description, setDescription] = useState(asset?.description ?? '');
  const [tagsText, setTagsText] = useState(asset?.tags.join(', ') ?? '');
  const [everyWorkspace, setEveryWorkspace] = useState(false);
  const [showKeyProblem, setShowKeyProblem] = useState(false);
  const [problem, setProblem] = useState<{ key: string; problem: SaveProblem } | null>(null);
  const [isSaving, setSaving] = useState(false);
  const usage = useQuery((client) => assetCalls(client, kind).count(), [kind], { enabled: isNew });

  const keyCheck = checkAssetKey(kind, keyText);
  // a range takes a place in the account's IP limit per address (the server counts the same)
  const prefix = keyCheck.problem === null ? /\/(\d+)$/.exec(keyCheck.value)?.[1] : undefined;
  const rangeSize = prefix === undefined ? 1 : 2 ** (32 - Number(prefix));
  const conflict = problem?.problem.kind === 'conflict' && problem.key === keyCheck.value;
  const keyError = conflict
    ? saveProblemText(problem.problem, kind, keyCheck.value, texts)
    : showKeyProblem && keyCheck.problem
      ? t(`form.problem.${keyCheck.problem}`, { suggestion: keyCheck.suggestion ?? '' })
      : '';

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setShowKeyProblem(true);
    if ((isNew && keyCheck.problem) || isSaving) return;
    const key = isNew ? keyCheck.value : asset.key;
    const fields = { description: description.trim(), tags: parseTags(tagsText) };
    setSaving(true);
    setProblem(null);
    try {
      const calls = assetCalls(api, kind);
      if (isNew) await calls.add(key, fields, everyWorkspace ? null : workspace.id);
      else await calls.set(key, fields);
      close();
      onSaved(key, isNew);
    } catch (error) {
      setProblem({ key, problem: saveProblemOf(error) });
      setSaving(false);
    }
  };

  const formProblem = problem && problem.problem.kind !== 'conflict' ? problem : null;
  return (
    <Form onSubmit={(event) => void submit(event)} validationBehavior="aria">
      <FormFields>
        {isNew && usage.data && (
          <Note>
            {usage.data.limit === null
              ? t(`form.usageUnlimited.${kind}`, { used: format.count(usage.data.count) })
              : t(`form.usage.${kind}`, {
                  used: format.count(usage.data.count),
                  limit: format.count(usage.data.limit),
                })}
            {rangeSize > 1 &&
              ` ${t('form.rangeSize', { count: rangeSize, value: format.count(rangeSize) })}`}
          </Note>
        )}
        {isNew && (
          <TextField
            label={t(`form.key.${kind}`)}
            description={t(`form.keyHelp.${kind}`)}
            value={keyText}
            onChange={setKeyText}
            onBlur={() => setShowKeyProblem(keyText.trim() !== '')}
            errorMessage={keyError}
            isRequired
            autoFocus
            spellCheck="false"
            autoComplete="off"
          />
        )}
        <TextField
          label={t('form.description')}
          value={description}
          onChange={setDescription}
          maxLength={1000}
          autoFocus={!isNew}
        />
        <TextField
          label={t('form.tags')}
          description={t('form.tagsHelp')}
          value={tagsText}
          onChange={setTagsText}
          autoComplete="off"
        />
        {isNew && (
          <Checkbox isSelected={everyWorkspace} onChange={setEveryWorkspace}>
            {t('form.everyWorkspace')}
          </Checkbox>
        )}
        {formProblem && (
          <FormAlert role="alert">
            <p>{saveProblemText(formProblem.problem, kind, formProblem.key, texts, usage.data)}</p>
          </FormAlert>
        )}
        <VisuallyHidden role="status">{keyError}</VisuallyHidden>
      </FormFields>
      <FormButtons>
        <Button onPress={close} isDisabled={isSaving}>
          {t('common:cancel')}
        </Button>
        <Button type="submit" variant="primary" isPending={isSaving}>
          {isNew ? t(`form.add.${kind}`) : t('form.save')}
        </Button>
      </FormButtons>
    </Form>
  );
}

export function AssetFormDialog({
  isOpen,
  onOpenChange,
  ...props
}: AssetFormDialogProps & DialogOpening) {
  const { t } = props.texts;
  return (
    <Modal
      {...(isOpen !== undefined ? { isOpen } : {})}
      {...(onOpenChange ? { onOpenChange } : {})}
      title={
        props.asset
          ? t('form.editTitle', { key: props.asset.key })
          : t(`form.addTitle.${props.kind}`)
      }
      closeLabel={t('common:close')}
    >
      {(close) => <AssetForm {...props} close={close} />}
    </Modal>
  );
}
