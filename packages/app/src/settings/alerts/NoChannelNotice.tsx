// Said above the alerts when both channels are off: the switches may be on, yet nothing arrives.
import { AlertIcon, color, space } from '@console/ui';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';

const Notice = styled.p`
  display: flex;
  align-items: center;
  gap: ${space(2)};
  margin: 0;
  padding: ${space(2)} ${space(3)};
  border: 1px solid ${color('warning')};
  border-radius: var(--radius);
  background: ${color('warning-subtle')};
  color: ${color('fg-default')};

  svg {
    flex: none;
    color: ${color('warning')};
  }
`;

export function NoChannelNotice() {
  const { t } = useTranslation('settings');
  return (
    <Notice role="status">
      <AlertIcon size={16} />
      {t('alerts.noChannel')}
    </Notice>
  );
}
