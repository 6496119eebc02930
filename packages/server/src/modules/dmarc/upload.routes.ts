// `POST /api/dmarc/{account}/upload`: a report file sent as the body (the setup screen's upload,
// or a script: curl --data-binary @file with the session cookie and X-CSRF-Token), named by
// the X-File-Name header. Editors and owners of an account with DMARC Reports may upload; the
// same guards as an editor call decide, after the session. The file is kept raw, then
// imported (uploads.ts); the answer is the import's summary. Several files are several
// requests, or one zip or mbox.
import type { AnyCall } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { readSession } from '../../auth/sessions.ts';
import { fail } from '../../http/apiError.ts';
import type { Services } from '../../http/context.ts';
import { guardCall } from '../../http/guards.ts';
import { importFile } from './uploads.ts';

/** Largest file taken, as sent (a zip of a year of reports is far smaller). */
export const maxUploadBytes = 50 * 1024 * 1024;

const uploadCall = { area: 'editor', module: 'dr' } as AnyCall;

export function registerDmarcUploads(app: FastifyInstance, services: Services): void {
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: maxUploadBytes },
      (_request, body, done) => done(null, body),
    );
    scope.post<{ Params: { account: string } }>('/api/dmarc/:account/upload', async (request) => {
      const lookup = await readSession(services, request);
      await guardCall(uploadCall, { account: request.params.account }, lookup, services);
      const body = request.body;
      if (!Buffer.isBuffer(body) || body.length === 0)
        throw fail('ValidationError', 'Send the report file as the body of the request');
      return importFile(services, request.params.account, {
        name: fileName(request.headers['x-file-name']),
        bytes: body,
        source: 'upload',
      });
    });
  });
}

/** X-File-Name as sent (percent-encoded when it is not ASCII), at most 200 characters. */
function fileName(header: string | string[] | undefined): string {
  if (typeof header !== 'string' || header.trim() === '') return 'upload';
  let name = header.trim();
  try {
    name = decodeURIComponent(name);
  } catch {
    // not percent-encoded: taken as written
  }
  return name.slice(0, 200);
}
