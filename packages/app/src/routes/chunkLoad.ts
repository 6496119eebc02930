// Lazy route modules (spec sections 2 and 9): a page's code is fetched when the page is first
// opened. A fetch that fails, or takes longer than 120 s, usually means the application was
// updated and the old chunk names are gone: the error page then asks the user to reload.
import { chunkLoadTimeoutMs } from '@console/contract/constants';

/** Spec section 9: a chunk that has not arrived after this long counts as failed. */
export const CHUNK_LOAD_TIMEOUT_MS = chunkLoadTimeoutMs;

export class ChunkLoadError extends Error {
  constructor(cause?: unknown) {
    super('A part of the application could not be loaded', { cause });
    this.name = 'ChunkLoadError';
  }
}

export const isChunkLoadError = (error: unknown): error is ChunkLoadError =>
  error instanceof ChunkLoadError;

/** Runs `importer`; a rejection or a timeout becomes a ChunkLoadError. */
export function loadChunk<T>(
  importer: () => Promise<T>,
  timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('timeout')), timeoutMs);
    importer().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (cause: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(cause));
      },
    );
  });
}
