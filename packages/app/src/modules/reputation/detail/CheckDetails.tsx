// Every field of one list's latest check, under its row: what the list answered and what that
// means, its own explanation (the TXT record, often the address of its lookup page), since when,
// a range's addresses it lists, and the way off it.
import type { ListingCheck } from '@console/contract';
import { Code, Details, ExternalLink, VisuallyHidden } from '../shared/reputation.styles.ts';
import type { ReputationTexts } from '../shared/useReputationTexts.ts';

export function CheckDetails({ check, texts }: { check: ListingCheck; texts: ReputationTexts }) {
  const { t, format } = texts;
  return (
    <Details>
      <dt>{t('check.column.status')}</dt>
      <dd>{texts.checkStatus(check.status)}</dd>
      {check.answer !== null && (
        <>
          <dt>{t('check.column.answer')}</dt>
          <dd>
            {check.status === 'error'
              ? texts.failure(check.answer)
              : texts.answer(check.answer, check.meaning)}
          </dd>
        </>
      )}
      {check.reason && (
        <>
          <dt>{t('check.column.reason')}</dt>
          <dd>
            <Code>{check.reason}</Code>
          </dd>
        </>
      )}
      {check.listed_since && (
        <>
          <dt>{t('check.column.since')}</dt>
          <dd>
            {t('check.sinceFor', {
              date: format.dateTime(check.listed_since),
              duration: texts.duration(check.listed_since, null),
            })}
          </dd>
        </>
      )}
      {check.listed_addresses.length > 0 && (
        <>
          <dt>{t('check.listedAddresses', { count: check.listed_addresses.length })}</dt>
          <dd>
            <Code>{check.listed_addresses.join(', ')}</Code>
          </dd>
        </>
      )}
      <dt>{t('check.checkedAt')}</dt>
      <dd>{format.dateTime(check.checked_at)}</dd>
      {check.status === 'listed' && check.delisting_url && (
        <>
          <dt>{t('check.column.delisting')}</dt>
          <dd>
            <RemovalLink url={check.delisting_url} list={check.name} texts={texts} />
          </dd>
        </>
      )}
    </Details>
  );
}

/**
 * The list's removal page, in a new tab: "Request removal" for a listing, "Removal page" in the
 * catalogue. Its name begins with the words shown and goes on, for assistive technology, with
 * which list and that a tab opens.
 */
export function RemovalLink({
  url,
  list,
  texts,
  isCatalogue = false,
}: {
  url: string;
  list: string;
  texts: ReputationTexts;
  isCatalogue?: boolean;
}) {
  const { t } = texts;
  return (
    <ExternalLink href={url} target="_blank" rel="noopener noreferrer">
      {isCatalogue ? t('lists.removalPage') : t('delisting.link')}
      <VisuallyHidden>
        {' '}
        {isCatalogue ? t('lists.removalPageMore', { list }) : t('delisting.more', { list })}
      </VisuallyHidden>
    </ExternalLink>
  );
}
