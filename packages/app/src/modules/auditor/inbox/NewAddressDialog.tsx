// Asks an editor before replacing the workspace's audit address (editor/emailaudit/renew): mail
// to the old address is refused from then on, the reports already in stay. A refusal stays in
// the dialog. An alert dialog: the choice must be made, Escape cancels.
import { useState } from 'react';
import { Button, Modal } from '@console/ui';
import { useApi } from '../../../api/ApiContext.tsx';
import { FormAlert, FormButtons, FormFields } from '../shared/auditor.styles.ts';
import type { AuditorTexts } from '../shared/useAuditorTexts.ts';

export interface NewAddressDialogProps {
  workspace: string;
  address: string;
  onRenewed: (address: string) => void;
  texts: AuditorTexts;
}

function RenewBody({
  workspace,
  address,
  onRenewed,
  texts,
  close,
}: NewAddressDialogProps & { close: () => void }) {
  const { t } = texts;
  const api = useApi();
  const [hasFailed, setFailed] = useState(false);
  const [isRenewing, setRenewing] = useState(false);
  const renew = async () => {
    setRenewing(true);
    setFailed(false);
    try {
      const renewed = await api.editor.emailaudit.renew({ workspace });
      close();
      onRenewed(renewed.address);
    } catch {
      setFailed(true);
      setRenewing(false);
    }
  };
  return (
    <FormFields>
      <p>{t('renew.text', { address })}</p>
      <p>{t('renew.kept')}</p>
      {hasFailed && (
        <FormAlert role="alert">
          <p>{t('renew.failed')}</p>
        </FormAlert>
      )}
      <FormButtons>
        <Button onPress={close} isDisabled={isRenewing} autoFocus>
          {t('common:cancel')}
        </Button>
        <Button variant="danger" onPress={() => void renew()} isPending={isRenewing}>
          {t('renew.confirm')}
        </Button>
      </FormButtons>
    </FormFields>
  );
}

export function NewAddressDialog(props: NewAddressDialogProps) {
  return (
    <Modal role="alertdialog" title={props.texts.t('renew.title')} closeLabel={null}>
      {(close) => <RenewBody {...props} close={close} />}
    </Modal>
  );
}
