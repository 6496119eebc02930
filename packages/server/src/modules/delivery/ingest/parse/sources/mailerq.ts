// MailerQ result messages forwarded as NDJSON (one JSON object a line, batches of ~500), plain
// or gzip, streamed line by line. A result message is the original message plus `results`,
// one entry per attempt; the last entry is the news: accepted = delivered, process/timeout =
// expired (bounced), a 5xx answer or a DNS failure = bounced, anything else = deferred (MailerQ
// retries it). Each retry republishes the message with one more attempt, so the record hash
// differs per attempt and each deferral counts once.
import { recordEventId } from '../eventId.ts';
import {
  createParseContext,
  finishEvent,
  type EventDraft,
  type ParseOptions,
} from '../finishEvent.ts';
import { firstOf, headerOf, messageIdOf, numberOf, objectOf, text } from '../fields.ts';
import { errorMessage, ExpandedTooLarge, linesOf, plainBytes, type ByteInput } from '../input.ts';
import { tooLongReason } from './csvRecords.ts';
import { rejected, skipped, type ParseItem } from '../results.ts';
import { composeReply, enhancedCodeOf } from '../smtp.ts';
import { parseTimestamp } from '../time.ts';
import { mapRecordSafely, type RecordMapper } from './jsonBatch.ts';

function outcomeOf(
  attempt: Record<string, unknown>,
  code: number | null,
  status: string | null,
): Pick<EventDraft, 'type' | 'bounceCategory' | 'categoryHint'> {
  const state = text(attempt.state);
  const result = text(attempt.result);
  if (result === 'accepted') return { type: 'delivered' };
  if (state === 'process' && result === 'timeout')
    return { type: 'bounced', bounceCategory: 'message-expired' };
  if ((code !== null && code >= 500) || status?.startsWith('5.') === true)
    return { type: 'bounced' };
  if (state === 'dns' && result === 'error') return { type: 'bounced', categoryHint: 'bad-domain' };
  return { type: 'deferred' };
}

const mapMailerQRecord: RecordMapper = (record, position, context) => {
  const attempts = Array.isArray(record.results) ? record.results : [];
  const last = objectOf(attempts[attempts.length - 1]);
  if (last === null) return skipped(position, 'message without delivery attempts');
  const code = numberOf(last.code);
  const status = enhancedCodeOf(text(last.status));
  const outcome = outcomeOf(last, code, status);
  const description = text(last.description);
  const extracted = objectOf(record.extracted);
  const draft: EventDraft = {
    ...outcome,
    timestamp: parseTimestamp(last.time),
    recipient: text(record.recipient),
    sender: text(record.envelope),
    sendingIp: text(last.from),
    remoteMx: text(last.mta),
    campaign: text(firstOf(record.tags)) ?? text(record.campaign),
    messageId: messageIdOf(headerOf(extracted?.headers, 'message-id')) ?? text(record.id),
    dsnStatus: status,
    smtpCode: code !== null && code >= 200 && code <= 599 ? Math.trunc(code) : null,
    diagnostic:
      composeReply(code, status, description) ??
      `${text(last.result) ?? 'failure'} during ${text(last.state) ?? 'delivery'}`,
  };
  return finishEvent(context, recordEventId('mailerq', record), draft, position, record);
};

export async function* parseMailerQ(
  input: ByteInput,
  options: ParseOptions = {},
): AsyncGenerator<ParseItem> {
  const context = createParseContext('mailerq', options);
  let lastLine = 0;
  try {
    for await (const { text: line, line: number, tooLong } of linesOf(
      plainBytes(input, { maxBytes: options.maxExpandedBytes }),
    )) {
      lastLine = number;
      if (line.trim() === '') continue;
      const position = { line: number, index: null };
      if (tooLong) {
        yield rejected('mailerq', position, tooLongReason, line);
        continue;
      }
      let value: unknown;
      try {
        value = JSON.parse(line);
      } catch (error) {
        yield rejected('mailerq', position, `line is not JSON: ${errorMessage(error)}`, line);
        continue;
      }
      yield* mapRecordSafely(mapMailerQRecord, value, position, context);
    }
  } catch (error) {
    if (error instanceof ExpandedTooLarge) throw error;
    yield rejected(
      'mailerq',
      { line: lastLine + 1, index: null },
      `input ended abruptly: ${errorMessage(error)}`,
      null,
    );
  }
}
