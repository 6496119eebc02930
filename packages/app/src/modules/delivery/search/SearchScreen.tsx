// Delivery Analytics message search (spec sections 2, 5 and 7): a recipient or a Message-ID in
// a time range, or the messages the report led here with (its filters, a response template
// among them), read from and written to the address so it can be shared and reloaded. States:
// idle (what can be searched), an input problem, loading, error, nothing found, results.
import { useMemo, useState } from 'react';
import { searchMaxEvents, type ReportRange } from '@console/contract';
import { Button, EmptyState, LoadFailed, Loading } from '@console/ui';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useQuery } from '../../../api/useQuery.ts';
import { useFormatters } from '../../../format/useFormatters.ts';
import { useSession } from '../../../session/SessionContext.tsx';
import { ScreenTitle } from '../../../shell/HelpLink.tsx';
import { loadErrorKind } from './loadError.ts';
import { SearchForm } from './SearchForm.tsx';
import { checkSearch } from './searchInput.ts';
import {
  canWiden,
  lastThirtyDaysAndToday,
  rangeToSearch,
  readSearchParams,
  searchParamsOf,
  type SearchState,
} from './searchParams.ts';
import { rangeText } from './dateTexts.ts';
import { useReportTexts } from '../report/useReportTexts.ts';
import { SearchResults } from './SearchResults.tsx';
import { Guide, Header, Page } from './SearchScreen.styles.ts';

export interface SearchScreenProps {
  /** The clock (stories fix it); the range of a named preset is resolved with it. */
  now?: () => number;
}

function IdleGuide() {
  const { t } = useTranslation('delivery');
  const format = useFormatters();
  return (
    <Guide aria-labelledby="search-guide-title">
      <h2 id="search-guide-title">{t('search.idle.title')}</h2>
      <ul>
        <li>{t('search.idle.recipient')}</li>
        <li>{t('search.idle.messageId')}</li>
        <li>{t('search.idle.range')}</li>
        <li>{t('search.idle.limit', { limit: format.count(searchMaxEvents) })}</li>
      </ul>
    </Guide>
  );
}

function useErrorText(error: Error): string {
  const { t } = useTranslation(['delivery', 'errors']);
  const reason = {
    offline: t('errors:offline'),
    unreachable: t('errors:couldNotConnect'),
    unavailable: t('search.unavailable'),
    failed: '',
  }[loadErrorKind(error)];
  return [t('search.failed'), reason].filter(Boolean).join(' ');
}

function SearchFailed({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useTranslation('common');
  return <LoadFailed message={useErrorText(error)} onRetry={onRetry} retryLabel={t('retry')} />;
}

export function SearchScreen({ now = Date.now }: SearchScreenProps) {
  const { t } = useTranslation(['delivery', 'common']);
  const { user, workspace } = useSession();
  const format = useFormatters();
  const [params, setParams] = useSearchParams();
  const address = params.toString();
  const submitted = useMemo(() => readSearchParams(new URLSearchParams(address)), [address]);
  const checked = submitted.text === '' ? null : checkSearch(submitted.constraint, submitted.text);
  const filters = submitted.filters ?? [];
  const { filtersText } = useReportTexts(workspace);
  // What was searched, as the results name it: the value typed, or the report's filters.
  const value = checked?.ok
    ? checked.value
    : submitted.text === '' && filters.length > 0
      ? filtersText(filters)
      : null;

  // The instants are fixed when the address changes or a search is run again, so a rolling
  // preset does not move the results while they are read.
  const [runs, setRuns] = useState(0);
  const range: ReportRange = useMemo(
    () => rangeToSearch(submitted.range, now(), { timeZone: user.timezone, weekStart: user.week }),
    // `runs` recomputes "now" for the same address
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [submitted.range, user.timezone, user.week, now, runs],
  );
  const hasModule = workspace.modules.includes('da');
  const search = useQuery(
    (api) =>
      api.member.datasets.search({
        dataset: workspace.dataset,
        range,
        ...(checked?.ok
          ? submitted.constraint === 'email'
            ? { email: checked.value }
            : { message_id: checked.value }
          : { filters: filters.map((filter) => ({ ...filter, values: [...filter.values] })) }),
      }),
    [workspace.dataset, range, submitted.constraint, value, filters],
    { enabled: value !== null && hasModule },
  );

  // The form keeps what is typed; it starts again from the address only when the address
  // changes by other means (back and forward, a shared link, "search the last 30 days").
  const [written, setWritten] = useState<string | null>(null);
  const [form, setForm] = useState({ address, generation: 0 });
  if (form.address !== address)
    setForm({ address, generation: form.generation + (address === written ? 0 : 1) });

  const run = (state: SearchState) => {
    const next = searchParamsOf(state).toString();
    if (next === address) {
      setRuns((count) => count + 1);
      search.reload();
      return;
    }
    setWritten(next);
    setParams(next);
  };
  const widen = () =>
    setParams(
      searchParamsOf({ ...submitted, range: lastThirtyDaysAndToday(now(), user.timezone) }),
    );

  let results = <IdleGuide />;
  if (!hasModule) results = <EmptyState title={t('search.unavailable')} headingLevel={2} />;
  else if (value !== null && search.status === 'loading')
    results = <Loading label={t('search.loading')} layout="stacked" />;
  else if (value !== null && search.status === 'error')
    results = <SearchFailed error={search.error} onRetry={search.reload} />;
  else if (value !== null && search.status === 'success' && search.data.events.length === 0)
    results = (
      <EmptyState
        headingLevel={2}
        title={t('search.empty.title')}
        description={t('search.empty.description', {
          value,
          ...rangeText(format, user.clock, range),
        })}
        action={canWiden(range) && <Button onPress={widen}>{t('search.empty.widen')}</Button>}
      />
    );
  else if (value !== null && search.status === 'success')
    results = <SearchResults report={search.data} value={value} range={range} />;

  return (
    <Page>
      <Header>
        <ScreenTitle>{t('search.title')}</ScreenTitle>
        <p>{t('search.intro', { dataset: workspace.dataset })}</p>
      </Header>
      <SearchForm
        key={form.generation}
        initial={submitted}
        initialProblem={checked && !checked.ok ? checked.problem : null}
        isSearching={hasModule && value !== null && search.status === 'loading'}
        now={now}
        onSearch={run}
      />
      {results}
    </Page>
  );
}
