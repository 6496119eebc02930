import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../api/apiErrors.ts';
import { uploadReportFile } from './uploadReport.ts';

describe('uploadReportFile', () => {
  it('sends the file as the body with its encoded name and the CSRF token', async () => {
    const sent: { url: string; init: RequestInit }[] = [];
    const upload = uploadReportFile('demo', {
      getCsrfToken: () => 'token-1',
      fetch: (async (url: string, init: RequestInit) => {
        sent.push({ url, init });
        return new Response(JSON.stringify({ aggregate: 1, errors: [] }), { status: 200 });
      }) as typeof fetch,
    });
    const file = new File(['<feedback/>'], 'google.com!exämple.com!1!2.xml', { type: 'text/xml' });
    await expect(upload(file)).resolves.toMatchObject({ aggregate: 1 });
    expect(sent[0]?.url).toBe('/api/dmarc/demo/upload');
    expect(sent[0]?.init.body).toBe(file);
    expect(sent[0]?.init.credentials).toBe('include');
    expect(sent[0]?.init.headers).toMatchObject({
      'x-file-name': 'google.com!ex%C3%A4mple.com!1!2.xml',
      'x-csrf-token': 'token-1',
    });
  });

  it('turns a refusal into the error the screen explains', async () => {
    const upload = uploadReportFile('demo', {
      getCsrfToken: () => null,
      fetch: (async () =>
        new Response(JSON.stringify({ name: 'Forbidden', message: 'This needs the editor role' }), {
          status: 403,
        })) as typeof fetch,
    });
    const refusal = await upload(new File(['x'], 'a.xml')).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiRequestError);
    expect(refusal).toMatchObject({ status: 403, name: 'Forbidden' });
  });
});
