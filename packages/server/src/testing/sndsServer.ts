// A local HTTP server that answers like Microsoft SNDS's automated access, for the SNDS
// tests: `/snds/data.aspx?key=KEY&date=MMDDYY` and `/snds/ipStatus.aspx?key=KEY` serve what the
// test set for that key (and day; a day not set answers an empty body, as SNDS does for a day
// without data), an unknown key answers 401, and a key set to refuse answers SNDS's HTML page.
// It counts the requests and keeps their query strings, to check what the console asked.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SndsServer {
  /** the SNDS_URL to configure: http://127.0.0.1:<port>/snds */
  url: string;
  /** requests received, in order, as `<file>?<query>` (e.g. `data.aspx?key=k&date=112426`) */
  requests: string[];
  /** the data export of a key for a day ('MMDDYY'), or for the latest day when `date` is null */
  setData(key: string, date: string | null, csv: string): void;
  setIpStatus(key: string, csv: string): void;
  /** the key answers 200 with an HTML page, as SNDS does for a key it does not know; the
   * content type is text/html unless given (a server may send the page as text/plain) */
  refuseWithPage(key: string, contentType?: string): void;
  /** forgets keys, data and requests */
  reset(): void;
  close(): Promise<void>;
}

const refusalPage =
  '<!DOCTYPE html>\r\n<html><head><title>Smart Network Data Services</title></head>' +
  '<body><p>The key is not valid.</p></body></html>\r\n';

export async function startSndsServer(): Promise<SndsServer> {
  const data = new Map<string, Map<string, string>>();
  const ipStatus = new Map<string, string>();
  const refused = new Map<string, string>();
  const requests: string[] = [];

  const knownKey = (key: string) => data.has(key) || ipStatus.has(key);
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const file = url.pathname.replace(/^\/snds\//, '');
    requests.push(`${file}${url.search}`);
    const key = url.searchParams.get('key') ?? '';
    const send = (status: number, body: string, type = 'text/csv; charset=utf-8') => {
      response.writeHead(status, { 'content-type': type });
      response.end(body);
    };
    const pageType = refused.get(key);
    if (pageType !== undefined) return send(200, refusalPage, pageType);
    if (file !== 'data.aspx' && file !== 'ipStatus.aspx')
      return send(404, 'not found', 'text/plain');
    if (!knownKey(key)) return send(401, 'Unauthorized', 'text/plain');
    if (file === 'ipStatus.aspx') return send(200, ipStatus.get(key) ?? '');
    return send(200, data.get(key)?.get(url.searchParams.get('date') ?? '') ?? '');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/snds`,
    requests,
    setData(key, date, csv) {
      const days = data.get(key) ?? new Map<string, string>();
      days.set(date ?? '', csv);
      data.set(key, days);
    },
    setIpStatus(key, csv) {
      ipStatus.set(key, csv);
      if (!data.has(key)) data.set(key, new Map());
    },
    refuseWithPage(key, contentType = 'text/html; charset=utf-8') {
      refused.set(key, contentType);
    },
    reset() {
      data.clear();
      ipStatus.clear();
      refused.clear();
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
