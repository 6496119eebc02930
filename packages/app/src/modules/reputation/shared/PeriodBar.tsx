// The run bar of an IP's or a domain's page: the period its history and SNDS days cover (the
// last 30 days, 90 days or 12 months), kept in the address (`?days=30`) so reload, Back and a
// shared link show the same period. A choice applies at once: there is nothing else to set.
import { RunBar, Select, SelectItem } from '@console/ui';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { defaultPeriod, periodOf, periods, type Period } from './sinceDay.ts';

/** The period in the address and a way to change it. */
export function usePeriod(): [Period, (period: Period) => void] {
  const [params, setParams] = useSearchParams();
  const period = periodOf(params.get('days'));
  const choose = (next: Period) =>
    setParams((current) => {
      const changed = new URLSearchParams(current);
      if (next === defaultPeriod) changed.delete('days');
      else changed.set('days', String(next));
      return changed;
    });
  return [period, choose];
}

export function PeriodBar({
  period,
  onChange,
}: {
  period: Period;
  onChange: (period: Period) => void;
}) {
  const { t } = useTranslation('reputation');
  const items = periods.map((days) => ({ id: days, name: t(`period.${days}`) }));
  return (
    <RunBar aria-label={t('period.bar')}>
      <Select
        aria-label={t('period.label')}
        items={items}
        value={period}
        onChange={(key) => key !== null && onChange(periodOf(String(key)))}
      >
        {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
      </Select>
    </RunBar>
  );
}
