// A button that copies a value (the audit address, the header, the report as JSON) and says so
// with the spec's "Value copied to clipboard" (section 8). The snackbar is a live region: the
// confirmation is read out as well as shown.
import { Button, CopyIcon, useSnackbar } from '@console/ui';
import { useTranslation } from 'react-i18next';

export type CopyText = (text: string) => Promise<void>;

export const writeClipboard: CopyText = (text) => navigator.clipboard.writeText(text);

export interface CopyButtonProps {
  value: string;
  /** The button's accessible name ("Copy the audit address"). */
  label: string;
  /** Shown beside the icon; an icon alone without it. */
  text?: string;
  copyText?: CopyText;
}

export function CopyButton({ value, label, text, copyText = writeClipboard }: CopyButtonProps) {
  const { t } = useTranslation('common');
  const snackbar = useSnackbar();
  const copy = () =>
    void copyText(value).then(
      () => snackbar.show(t('valueCopied'), { variant: 'primary' }),
      () => undefined, // no clipboard permission: nothing was copied, nothing to announce
    );
  return text ? (
    <Button variant="ghost" icon={<CopyIcon />} aria-label={label} onPress={copy}>
      {text}
    </Button>
  ) : (
    <Button variant="ghost" icon={<CopyIcon />} aria-label={label} onPress={copy} />
  );
}
