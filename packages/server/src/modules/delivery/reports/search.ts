// datasets/search: the events of a recipient or a Message-ID in the range (or those the filters
// select, a response template among them), oldest first, as the
// contract's DeliveryEvent (at most searchMaxEvents; truncated says when more exist).
import {
  searchMaxEvents,
  type BounceCategory,
  type Filter,
  type SearchReport,
} from '@console/contract';
import type { Db } from '../../../db/schema/index.ts';
import { messageIdOf } from '../ingest/parse/fields.ts';
import { contractEventType, eventFlags } from '../eventCodes.ts';
import { searchEvents, type SearchAnswer, type SearchRow } from './search.repository.ts';

export interface SearchRequest {
  datasetId: string;
  accountId: string;
  start: number;
  end: number;
  email: string | undefined;
  messageId: string | undefined;
  filters: readonly Filter[];
}

function toDeliveryEvent(row: SearchRow): SearchReport['events'][number] {
  return {
    event: contractEventType(row.type, row.bounce_category),
    timestamp: new Date(row.ms).toISOString(),
    message_id: row.message_id,
    recipient: row.recipient ?? '',
    sender: row.sender,
    sending_ip: row.sending_ip,
    vmta: row.vmta,
    pool: row.pool,
    mx: row.remote_mx,
    provider: row.provider,
    dsn_status: row.dsn_status,
    diagnostic: row.diagnostic,
    bounce_category: row.bounce_category as BounceCategory | null,
    delivery_seconds: row.delivery_ms === null ? null : row.delivery_ms / 1000,
    campaign: row.campaign,
    platform: row.platform ?? 'other',
    machine: (row.flags & eventFlags.machine) !== 0,
  };
}

/**
 * The events asked for, and who may read the dataset (null when the account has no such
 * dataset): the caller answers the events only to a reader.
 */
export async function searchMessages(
  db: Db,
  request: SearchRequest,
): Promise<{ dataset: SearchAnswer['dataset']; report: SearchReport }> {
  const query = {
    datasetId: request.datasetId,
    accountId: request.accountId,
    start: request.start,
    end: request.end,
    email: request.email === undefined ? null : request.email.trim().toLowerCase(),
    messageId: request.messageId === undefined ? null : messageIdOf(request.messageId),
    filters: request.filters,
    limit: searchMaxEvents + 1,
  };
  const found = await searchEvents(db, query);
  let rows = found.rows;
  let truncated = rows.length > searchMaxEvents;
  // Messages found by a filter (a response) come with their whole history in the range, so
  // their outcome is the real one: a deferred message may have been delivered since.
  if (query.email === null && query.messageId === null && request.filters.length > 0) {
    const messageIds = [
      ...new Set(rows.slice(0, searchMaxEvents).flatMap((row) => row.message_id ?? [])),
    ];
    if (messageIds.length > 0) {
      rows = (await searchEvents(db, { ...query, filters: [], messageIds })).rows;
      truncated ||= rows.length > searchMaxEvents;
    }
  }
  return {
    dataset: found.dataset,
    report: { events: rows.slice(0, searchMaxEvents).map(toDeliveryEvent), truncated },
  };
}
