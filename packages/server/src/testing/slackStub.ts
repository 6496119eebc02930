// A local HTTP server that speaks the parts of Slack's Web API the team-chat channel uses:
// oauth.v2.access (the code `good.code` is exchanged for a bot token and an incoming webhook, any
// other is refused like Slack does), chat.postMessage (with that bot token only; answers
// `{ ok: false, error }` with HTTP 200 as Slack does when told to fail) and incoming webhooks
// under /services/ (what connections made before the token was kept post to).
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SlackMessage {
  /** the bearer token it was posted with */
  token: string;
  channel: string;
  text: string;
}

export interface SlackStub {
  apiUrl: string;
  /** an incoming webhook of this server, for connections without a bot token */
  webhookUrl: string;
  /** the oauth.v2.access form bodies received, to check what the console sent */
  requests: URLSearchParams[];
  /** messages chat.postMessage accepted */
  messages: SlackMessage[];
  /** JSON bodies posted to the incoming webhooks, with their path */
  webhookPosts: { path: string; body: unknown }[];
  /** while set, chat.postMessage answers `{ ok: false, error: failWith }` */
  failWith: string | null;
  close(): Promise<void>;
}

export const goodSlackCode = 'good.code';
export const slackWebhookUrl = 'https://hooks.slack.test/services/T1/B2/secret';
export const slackAccessToken = 'xoxb-test-bot-token';

export async function startSlackStub(): Promise<SlackStub> {
  const stub = {
    requests: [] as URLSearchParams[],
    messages: [] as SlackMessage[],
    webhookPosts: [] as { path: string; body: unknown }[],
    failWith: null as string | null,
  };
  const answerOAuth = (form: URLSearchParams) => {
    stub.requests.push(form);
    return form.get('code') === goodSlackCode
      ? {
          ok: true,
          access_token: slackAccessToken,
          team: { id: 'T1', name: 'Acme' },
          incoming_webhook: { channel: '#alerts', channel_id: 'C1', url: slackWebhookUrl },
        }
      : { ok: false, error: 'invalid_code' };
  };
  const answerPost = (authorization: string | undefined, body: string) => {
    const token = /^Bearer (.+)$/.exec(authorization ?? '')?.[1];
    if (token !== slackAccessToken) return { ok: false, error: 'invalid_auth' };
    if (stub.failWith) return { ok: false, error: stub.failWith };
    const { channel, text } = JSON.parse(body) as { channel: string; text: string };
    stub.messages.push({ token, channel, text });
    return { ok: true, channel, ts: `${stub.messages.length}.000` };
  };
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const path = request.url ?? '';
      if (path.startsWith('/services/')) {
        stub.webhookPosts.push({ path, body: JSON.parse(body) });
        response.writeHead(200, { 'content-type': 'text/plain' });
        response.end('ok');
        return;
      }
      const answer =
        path === '/api/oauth.v2.access'
          ? answerOAuth(new URLSearchParams(body))
          : path === '/api/chat.postMessage'
            ? answerPost(request.headers.authorization, body)
            : { ok: false, error: 'unknown_method' };
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(stub, {
    apiUrl: `http://127.0.0.1:${port}/api`,
    webhookUrl: `http://127.0.0.1:${port}/services/T1/B9/legacy-secret`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
