// Unhandled errors (spec section 8): reported through public/feedback/error with the page's
// address and a snapshot of the local storage (without the CSRF token), and caught at the
// window for errors no screen handled.
import type { ApiClient } from '@console/contract';
import { storageSnapshot, type WholeStorage } from './localStore.ts';

// Contract limits (maxLength.name, maxLength.body) of ClientError.
const NAME_MAX = 256;
const TEXT_MAX = 10_000;

export interface ClientErrorReport {
  name: string;
  message: string;
  stack?: string;
}

/** A thrown value as the report's `error`: a non-Error becomes its text. */
export function describeError(error: unknown): ClientErrorReport {
  if (error instanceof Error) {
    const report: ClientErrorReport = {
      name: (error.name || 'Error').slice(0, NAME_MAX),
      message: error.message.slice(0, TEXT_MAX),
    };
    if (error.stack) report.stack = error.stack.slice(0, TEXT_MAX);
    return report;
  }
  let text: string;
  try {
    text = typeof error === 'string' ? error : JSON.stringify(error);
  } catch {
    text = String(error);
  }
  return { name: 'Error', message: (text ?? String(error)).slice(0, TEXT_MAX) };
}

/** Sends the report; a failure to report is swallowed (there is nowhere left to report it). */
export async function reportError(
  api: ApiClient,
  error: unknown,
  url: string,
  storage: WholeStorage | null,
): Promise<void> {
  try {
    await api.public.feedback.error({
      error: describeError(error),
      url: url.slice(0, 2048),
      localstorage: storage ? storageSnapshot(storage) : {},
    });
  } catch {
    // offline or server down: the exceptions page still shows
  }
}

/** Browser noise that is not an application failure. */
const benignMessages = [/ResizeObserver loop/i];

/**
 * Calls `onError` for errors no code caught: rejected promises nobody awaited and exceptions
 * thrown from event handlers or timers. Returns the function that removes the listeners.
 */
export function listenForUnhandledErrors(
  target: Pick<Window, 'addEventListener' | 'removeEventListener'>,
  onError: (error: unknown) => void,
): () => void {
  const onRejection = (event: PromiseRejectionEvent) => onError(event.reason);
  const onWindowError = (event: ErrorEvent) => {
    if (benignMessages.some((pattern) => pattern.test(event.message ?? ''))) return;
    // Errors of cross-origin scripts arrive without an error object: nothing to act on.
    if (event.error === undefined || event.error === null) return;
    onError(event.error);
  };
  target.addEventListener('unhandledrejection', onRejection);
  target.addEventListener('error', onWindowError);
  return () => {
    target.removeEventListener('unhandledrejection', onRejection);
    target.removeEventListener('error', onWindowError);
  };
}
