// A local HTTP server that speaks Slack's oauth.v2.access, for the team-chat tests: the code
// `good.code` is exchanged for an incoming webhook, any other is refused like Slack does.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SlackStub {
  apiUrl: string;
  /** the form bodies received, to check what the console sent */
  requests: URLSearchParams[];
  close(): Promise<void>;
}

export const goodSlackCode = 'good.code';
export const slackWebhookUrl = 'https://hooks.slack.test/services/T1/B2/secret';

export async function startSlackStub(): Promise<SlackStub> {
  const requests: URLSearchParams[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const form = new URLSearchParams(body);
      requests.push(form);
      const answer =
        request.url === '/api/oauth.v2.access' && form.get('code') === goodSlackCode
          ? {
              ok: true,
              access_token: 'xoxb-not-kept',
              team: { id: 'T1', name: 'Acme' },
              incoming_webhook: { channel: '#alerts', channel_id: 'C1', url: slackWebhookUrl },
            }
          : { ok: false, error: 'invalid_code' };
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiUrl: `http://127.0.0.1:${port}/api`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
