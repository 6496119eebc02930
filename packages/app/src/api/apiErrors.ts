// What a failed call looks like to a screen. The server answers { name, message, details? } with
// an HTTP status (spec section 8); the network can fail before any answer.

export class ApiRequestError extends Error {
  readonly status: number;
  readonly details: unknown;

  constructor(status: number, name: string, message: string, details?: unknown) {
    super(message);
    this.name = name;
    this.status = status;
    this.details = details;
  }
}

/** No answer at all: offline, server down, connection refused. */
export class NetworkError extends Error {
  readonly offline: boolean;

  constructor(offline: boolean, cause?: unknown) {
    super(offline ? 'No network connection detected.' : 'Could not connect to the server.', {
      cause,
    });
    this.name = 'NetworkError';
    this.offline = offline;
  }
}

interface ErrorBody {
  name?: unknown;
  message?: unknown;
  details?: unknown;
}

/** Turns a non-2xx answer into an ApiRequestError, whatever the body holds. */
export async function errorFromResponse(response: Response): Promise<ApiRequestError> {
  let body: ErrorBody = {};
  try {
    body = (await response.json()) as ErrorBody;
  } catch {
    // not JSON: a proxy's error page, for instance
  }
  const name = typeof body.name === 'string' ? body.name : `Http${response.status}`;
  const message = typeof body.message === 'string' ? body.message : response.statusText;
  return new ApiRequestError(response.status, name, message, body.details);
}
