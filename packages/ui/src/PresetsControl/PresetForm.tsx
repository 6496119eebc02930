import { Suspense } from 'react';
import { Modal } from '../Modal/Modal.tsx';
import { LazyPresetFormBody } from './lazyPresetForm.ts';
import type { PresetFormBodyProps } from './PresetFormBody.tsx';

interface PresetFormProps extends Omit<PresetFormBodyProps, 'close'> {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: string;
}

/**
 * The add / edit form: the popup form's rule (OK disabled while the name is empty or the
 * validator answers a message, shown as an error status) plus the default flag checkbox, which
 * PopupForm's text-only fields cannot hold. The fields' code comes on demand; the presets button
 * starts fetching it (lazyPresetForm.ts), so it is there by the time Add or Edit is chosen.
 */
export function PresetForm({ isOpen, onOpenChange, title, ...body }: PresetFormProps) {
  return (
    <Modal title={title} isOpen={isOpen} onOpenChange={onOpenChange} closeLabel={null} size="small">
      {(close) => (
        <Suspense fallback={null}>
          <LazyPresetFormBody {...body} close={close} />
        </Suspense>
      )}
    </Modal>
  );
}
