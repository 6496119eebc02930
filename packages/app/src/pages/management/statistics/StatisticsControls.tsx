// The run-bar controls of the statistics pages (spec section 2: metric, month, account, user),
// the ui's pickers in the user's language, and where their choices live: the address, so a link
// opens the same view. A choice applies at once; the data of a month is fetched once whatever
// the metric, account or user looked at.
import { useMemo, useState } from 'react';
import {
  AccountPicker,
  Button,
  MetricPicker,
  MonthPicker,
  UserPicker,
  type RunMetric,
} from '@console/ui';
import { useSearchParams } from 'react-router';
import { useReportEnvironment } from '../../../reportKit/reportEnvironment.tsx';
import { useSession } from '../../../session/SessionContext.tsx';
import { withChoice } from './statisticsChoices.ts';
import { offeredMonths } from './statisticsMonths.ts';
import { PickerGroup } from './statistics.styles.ts';
import type { StatisticsTexts } from './useStatisticsTexts.ts';

/** The months offered, from the clock when the page opened, in the user's timezone. */
export function useOfferedMonths() {
  const environment = useReportEnvironment();
  const { timezone } = useSession().user;
  const [now] = useState(() => new Date(environment.now()));
  const months = useMemo(() => offeredMonths(now, timezone), [now, timezone]);
  return { now, months, timeZone: timezone };
}

/** The address's choices, and a setter that keeps the others (and the history short). */
export function useChoices() {
  const [params, setParams] = useSearchParams();
  const choose = (name: string, value: string | null, defaultValue: string | null = null) =>
    setParams((current) => withChoice(current, name, value, defaultValue), { replace: true });
  return { params, choose };
}

interface ChoiceProps<T> {
  value: T;
  onChange: (value: T) => void;
  texts: StatisticsTexts;
}

export function MonthChoice({
  value,
  onChange,
  texts,
  now,
  timeZone,
}: ChoiceProps<string> & { now: Date; timeZone: string }) {
  return (
    <MonthPicker
      value={value}
      onChange={onChange}
      now={now}
      timeZone={timeZone}
      locale={texts.format.locale}
      label={texts.t('statistics.control.month')}
    />
  );
}

export function MetricChoice({ value, onChange, texts }: ChoiceProps<RunMetric>) {
  return (
    <MetricPicker
      value={value}
      onChange={onChange}
      labels={texts.metricLabels}
      label={texts.t('statistics.control.metric')}
    />
  );
}

interface Named {
  id: string;
  name: string;
}

/**
 * The account picker; with an account chosen, a button brings back all accounts. It mounts
 * again once the accounts are known: the combo box names its chosen item when it mounts, not
 * when its items arrive later.
 */
export function AccountChoice({
  accounts,
  value,
  onChange,
  texts,
}: ChoiceProps<string | null> & { accounts: Named[] }) {
  const { t } = texts;
  return (
    <PickerGroup>
      <AccountPicker
        key={accounts.length > 0 ? 'accounts' : 'waiting'}
        accounts={accounts}
        value={value}
        onChange={onChange}
        label={t('statistics.control.account')}
        placeholder={t('statistics.control.allAccounts')}
        emptyText={t('common:noMatches')}
      />
      {value !== null && (
        <Button variant="ghost" onPress={() => onChange(null)}>
          {t('statistics.control.showAllAccounts')}
        </Button>
      )}
    </PickerGroup>
  );
}

/** The user picker; with a user chosen, a button brings back all users (mounted as above). */
export function UserChoice({
  users,
  value,
  onChange,
  texts,
}: ChoiceProps<string | null> & { users: Named[] }) {
  const { t } = texts;
  return (
    <PickerGroup>
      <UserPicker
        key={users.length > 0 ? 'users' : 'waiting'}
        users={users}
        value={value}
        onChange={onChange}
        label={t('statistics.control.user')}
        placeholder={t('statistics.control.allUsers')}
        emptyText={t('common:noMatches')}
      />
      {value !== null && (
        <Button variant="ghost" onPress={() => onChange(null)}>
          {t('statistics.control.showAllUsers')}
        </Button>
      )}
    </PickerGroup>
  );
}
