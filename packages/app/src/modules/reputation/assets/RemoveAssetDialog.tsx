// Asks before removing an IP, a range or a domain (editors): what goes with it (its checks,
// history and alerts in this console; the lists keep their listings), then removes it. A
// refusal stays in the dialog. An alert dialog: the choice must be made, Escape cancels.
import { useState } from 'react';
import { Button, Modal } from '@console/ui';
import { useApi } from '../../../api/ApiContext.tsx';
import { FormAlert, FormButtons, FormFields } from '../shared/reputation.styles.ts';
import type { AssetKind } from '../shared/reputationPaths.ts';
import type { ReputationTexts } from '../shared/useReputationTexts.ts';
import { assetCalls } from './assetCalls.ts';
import type { DialogOpening } from './AssetFormDialog.tsx';
import { saveProblemOf, type SaveProblem } from './assetErrors.ts';
import { saveProblemText } from './saveProblemText.ts';

export interface RemoveAssetDialogProps {
  kind: AssetKind;
  assetKey: string;
  onRemoved: (key: string) => void;
  texts: ReputationTexts;
}

function RemoveBody({
  kind,
  assetKey,
  onRemoved,
  texts,
  close,
}: RemoveAssetDialogProps & { close: () => void }) {
  const { t } = texts;
  const api = useApi();
  const [problem, setProblem] = useState<SaveProblem | null>(null);
  const [isRemoving, setRemoving] = useState(false);
  const remove = async () => {
    setRemoving(true);
    setProblem(null);
    try {
      await assetCalls(api, kind).del(assetKey);
      close();
      onRemoved(assetKey);
    } catch (error) {
      setProblem(saveProblemOf(error));
      setRemoving(false);
    }
  };
  return (
    <FormFields>
      <p>{t(`remove.text.${kind}`, { key: assetKey })}</p>
      {problem && (
        <FormAlert role="alert">
          <p>{saveProblemText(problem, kind, assetKey, texts)}</p>
        </FormAlert>
      )}
      <FormButtons>
        <Button onPress={close} isDisabled={isRemoving} autoFocus>
          {t('common:cancel')}
        </Button>
        <Button variant="danger" onPress={() => void remove()} isPending={isRemoving}>
          {t('remove.confirm')}
        </Button>
      </FormButtons>
    </FormFields>
  );
}

export function RemoveAssetDialog({
  isOpen,
  onOpenChange,
  ...props
}: RemoveAssetDialogProps & DialogOpening) {
  const { t } = props.texts;
  return (
    <Modal
      {...(isOpen !== undefined ? { isOpen } : {})}
      {...(onOpenChange ? { onOpenChange } : {})}
      role="alertdialog"
      title={t('remove.title', { key: props.assetKey })}
      closeLabel={null}
    >
      {(close) => <RemoveBody {...props} close={close} />}
    </Modal>
  );
}
