// The setup screen's upload: one report file as the raw body of POST /api/dmarc/{account}/upload
// (not a contract call: the body is the file), named by X-File-Name, with the session cookie and
// the CSRF token as every call sends them. The answer is the server's import summary
// (packages/server, modules/dmarc/reportImport.ts `ImportSummary`).
import { clientVersion } from '@console/contract/constants';
import { errorFromResponse, NetworkError } from '../../../api/apiErrors.ts';
import { csrfStorage } from '../../../auth/csrfStorage.ts';

export interface UploadSummary {
  /** aggregate reports stored */
  aggregate: number;
  /** aggregate reports already stored */
  duplicates: number;
  repeats: number;
  records: number;
  /** failure reports stored */
  failure: number;
  failureDuplicates: number;
  tls: number;
  tlsDuplicates: number;
  errors: { source: string; message: string }[];
}

export type UploadFile = (file: File) => Promise<UploadSummary>;

/** The file types the server recognises (by their bytes; the names only guide the picker). */
export const acceptedFiles = '.xml,.gz,.zip,.eml,.mbox,.json';

export function uploadReportFile(
  account: string,
  options: { fetch?: typeof fetch; getCsrfToken?: () => string | null } = {},
): UploadFile {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const getCsrfToken = options.getCsrfToken ?? csrfStorage.read;
  return async (file) => {
    const headers: Record<string, string> = {
      'content-type': file.type || 'application/octet-stream',
      'x-file-name': encodeURIComponent(file.name),
      'x-client-version': clientVersion,
    };
    const csrf = getCsrfToken();
    if (csrf) headers['x-csrf-token'] = csrf;
    let response: Response;
    try {
      response = await doFetch(`/api/dmarc/${encodeURIComponent(account)}/upload`, {
        method: 'POST',
        headers,
        body: file,
        credentials: 'include',
      });
    } catch (cause) {
      throw new NetworkError(!(globalThis.navigator?.onLine ?? true), cause);
    }
    if (!response.ok) throw await errorFromResponse(response);
    return (await response.json()) as UploadSummary;
  };
}
