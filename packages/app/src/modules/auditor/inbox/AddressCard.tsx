// The workspace's audit address: what to send to it and how, a copy button, and for editors and
// owners "New address" (after a confirmation); members are told who can replace it.
import { useId } from 'react';
import { Button, DialogTrigger } from '@console/ui';
import { AddressRow, Card, CopyRow } from '../shared/auditor.styles.ts';
import { CopyButton, type CopyText } from '../shared/CopyButton.tsx';
import type { AuditorTexts } from '../shared/useAuditorTexts.ts';
import { NewAddressDialog } from './NewAddressDialog.tsx';

export interface AddressCardProps {
  workspace: string;
  address: string;
  mayRenew: boolean;
  onRenewed: (address: string) => void;
  copyText?: CopyText;
  texts: AuditorTexts;
}

export function AddressCard({
  workspace,
  address,
  mayRenew,
  onRenewed,
  copyText,
  texts,
}: AddressCardProps) {
  const { t } = texts;
  const headingId = useId();
  return (
    <Card aria-labelledby={headingId}>
      <h2 id={headingId}>{t('address.title')}</h2>
      <p className="muted">{t('address.text')}</p>
      <AddressRow>
        <CopyRow>
          <pre>{address}</pre>
          <CopyButton value={address} label={t('address.copy')} copyText={copyText} />
        </CopyRow>
        {mayRenew && (
          <DialogTrigger>
            <Button>{t('address.new')}</Button>
            <NewAddressDialog
              workspace={workspace}
              address={address}
              onRenewed={onRenewed}
              texts={texts}
            />
          </DialogTrigger>
        )}
      </AddressRow>
      {!mayRenew && <p className="muted">{t('address.editorsOnly')}</p>}
    </Card>
  );
}
