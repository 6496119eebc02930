// A pool of parse workers (parseWorker.ts): bodies above a few kilobytes are parsed off the
// event loop, so a large import neither blocks other requests nor shares its core with the
// database driver (or with PGlite, which runs on the event loop's thread). Small bodies, and
// bodies whose parsing needs functions (an SNS signature verifier, a custom non-human
// detector), are parsed in place. Workers do not keep the process alive.
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { parseBody, type IngestContext, type PushSource } from './formats.ts';
import type { WebhookOutcome } from './results.ts';
import type { ParseRequest } from './parseWorker.ts';

const inlineBelowBytes = 64 * 1024;
const workerUrl = new URL('./parseWorker.ts', import.meta.url);

interface Pending {
  resolve: (outcome: WebhookOutcome) => void;
  reject: (error: Error) => void;
}

export interface ParsePool {
  parse(source: PushSource, body: Uint8Array, context: IngestContext): Promise<WebhookOutcome>;
  close(): Promise<void>;
}

/** A pool of `size` workers (default: one per core but one, at least one). */
export function createParsePool(size = Math.max(1, os.availableParallelism() - 1)): ParsePool {
  const workers: Worker[] = [];
  const pending = new Map<number, Pending>();
  let nextId = 0;
  let turn = 0;

  function workerAt(index: number): Worker {
    let worker = workers[index];
    if (!worker) {
      worker = new Worker(workerUrl);
      worker.unref();
      worker.on('message', (reply: { id: number; outcome?: WebhookOutcome; error?: string }) => {
        const waiting = pending.get(reply.id);
        pending.delete(reply.id);
        if (reply.outcome) waiting?.resolve(reply.outcome);
        else waiting?.reject(new Error(reply.error ?? 'parse worker failed'));
      });
      worker.on('error', (error) => {
        for (const waiting of pending.values()) waiting.reject(error);
        pending.clear();
        workers[index] = undefined as unknown as Worker;
      });
      workers[index] = worker;
    }
    return worker;
  }

  return {
    parse(source, body, context) {
      if (
        body.byteLength < inlineBelowBytes ||
        context.snsVerifier ||
        context.nonHuman ||
        context.now
      )
        return parseBody(source, body, context);
      const id = (nextId += 1);
      const worker = workerAt(turn);
      turn = (turn + 1) % size;
      const request: ParseRequest = {
        id,
        source,
        body,
        context: {
          ...(context.platform === undefined ? {} : { platform: context.platform }),
          mailgunSigningKey: context.mailgunSigningKey ?? null,
          snsTopicArns: context.snsTopicArns ?? [],
          ...(context.maxExpandedBytes === undefined
            ? {}
            : { maxExpandedBytes: context.maxExpandedBytes }),
        },
      };
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        worker.postMessage(request);
      });
    },
    async close() {
      await Promise.all(workers.filter(Boolean).map((worker) => worker.terminate()));
      workers.length = 0;
    },
  };
}
