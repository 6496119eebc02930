// Worker thread of the parse pool: parses a pushed body with the source's parser (formats.ts)
// and posts the outcome back. Parsing a large CSV is the heaviest CPU work of ingest; done
// here, it runs beside the event loop that talks to the database (or runs PGlite).
import { parentPort } from 'node:worker_threads';
import { parseBody, type IngestContext, type PushSource } from './formats.ts';

export interface ParseRequest {
  id: number;
  source: PushSource;
  body: Uint8Array;
  context: Pick<
    IngestContext,
    'platform' | 'mailgunSigningKey' | 'snsTopicArns' | 'maxExpandedBytes'
  >;
}

parentPort?.on('message', (request: ParseRequest) => {
  parseBody(request.source, request.body, request.context).then(
    (outcome) => parentPort?.postMessage({ id: request.id, outcome }),
    (error: unknown) =>
      parentPort?.postMessage({
        id: request.id,
        error: error instanceof Error ? error.message : String(error),
      }),
  );
});
