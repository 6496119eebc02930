// "Configure blocklist alert" (spec section 2): one switch per blocklist, domain lists (RHSBL)
// and IP lists (DNSBL) from user/blacklists/all. A list switched off is excluded: its listings
// raise no alert. Cancel (or Escape) forgets the changes; Apply saves them with alerts/set.
import type { UserAlert } from '@console/contract';
import { Button, Loading, LoadFailed, Modal, Toggle, color, space, useSnackbar } from '@console/ui';
import { useContext, useState } from 'react';
import { OverlayTriggerStateContext } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { useApi } from '../../api/ApiContext.tsx';
import { useQuery } from '../../api/useQuery.ts';
import {
  exclusionChange,
  exclusionsOf,
  groupBlocklists,
  isListExcluded,
  setListExcluded,
  type BlocklistSummary,
  type Exclusions,
} from './blocklistExclusions.ts';

const Group = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space(2)};
  padding: ${space(2)} 0;

  h3 {
    margin: 0;
    font-size: 13px;
    font-weight: 650;
    color: ${color('fg-muted')};
  }
  ul {
    display: flex;
    flex-direction: column;
    gap: ${space(2)};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li p {
    margin: 0;
    padding-left: 44px;
    font-size: 12px;
    color: ${color('fg-muted')};
  }
`;

const Intro = styled.p`
  margin: 0 0 ${space(2)};
  color: ${color('fg-muted')};
`;

export interface BlocklistModalProps {
  alert: UserAlert;
  /** The alert as the server stored it after Apply. */
  onSaved: (alert: UserAlert) => void;
}

/**
 * Opened by the DialogTrigger around it, which keeps it mounted while closed: the lists are
 * loaded on opening, and each opening starts from the stored exclusions (Cancel forgets).
 */
export function BlocklistModal({ alert, onSaved }: BlocklistModalProps) {
  const { t } = useTranslation('settings');
  const api = useApi();
  const snackbar = useSnackbar();
  const isOpen = useContext(OverlayTriggerStateContext)?.isOpen ?? false;
  const lists = useQuery((client) => client.user.blacklists.all(), [], { enabled: isOpen });
  const [draft, setDraft] = useState<Exclusions>(() => exclusionsOf(alert));
  const [isSaving, setSaving] = useState(false);
  const [wasOpen, setWasOpen] = useState(isOpen);
  if (isOpen !== wasOpen) {
    setWasOpen(isOpen);
    if (isOpen) {
      setDraft(exclusionsOf(alert));
      setSaving(false);
    }
  }

  const apply = async (close: () => void) => {
    setSaving(true);
    try {
      const saved = await api.user.alerts.set(exclusionChange(alert, draft));
      onSaved(saved);
      snackbar.show(t('alerts.blocklistSaved'), { variant: 'success' });
      close();
    } catch {
      snackbar.show(t('alerts.saveFailed'), { variant: 'error' });
      setSaving(false);
    }
  };

  const renderGroup = (title: string, group: BlocklistSummary[]) =>
    group.length > 0 && (
      <Group>
        <h3>{title}</h3>
        <ul>
          {group.map((list) => (
            <li key={list.id}>
              <Toggle
                isSelected={!isListExcluded(draft, list)}
                onChange={(isOn) => setDraft((current) => setListExcluded(current, list, !isOn))}
                aria-describedby={`blocklist-${list.id}-hint`}
                isDisabled={isSaving}
              >
                {list.name}
              </Toggle>
              {list.description && <p id={`blocklist-${list.id}-hint`}>{list.description}</p>}
            </li>
          ))}
        </ul>
      </Group>
    );

  const body = () => {
    if (lists.status === 'loading') return <Loading label={t('loading', { ns: 'common' })} />;
    if (lists.status === 'error')
      return (
        <LoadFailed
          message={t('failedToLoad', { ns: 'common' })}
          onRetry={lists.reload}
          retryLabel={t('reload', { ns: 'common' })}
        />
      );
    const groups = groupBlocklists(lists.data);
    return (
      <>
        <Intro>
          {t('alerts.blocklistIntro', { alert: alert.name, account: alert.friendly_account })}
        </Intro>
        {renderGroup(t('alerts.domainLists'), groups.domain)}
        {renderGroup(t('alerts.ipLists'), groups.ip)}
      </>
    );
  };

  return (
    <Modal
      title={t('alerts.blocklistTitle')}
      closeLabel={t('close', { ns: 'common' })}
      isKeyboardDismissDisabled={isSaving}
      actions={(close) => (
        <>
          <Button onPress={close} isDisabled={isSaving}>
            {t('cancel', { ns: 'common' })}
          </Button>
          <Button
            variant="primary"
            onPress={() => void apply(close)}
            isPending={isSaving}
            isDisabled={lists.status !== 'success'}
          >
            {t('apply', { ns: 'common' })}
          </Button>
        </>
      )}
    >
      {body()}
    </Modal>
  );
}
