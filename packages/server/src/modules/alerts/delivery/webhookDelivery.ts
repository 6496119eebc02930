// An alert posted to its integration (the admin's webhook): the alert names the integration and
// the template whose content renders the body (renderBody.ts); the URL and header values are
// opened from their sealed form only here, and reach the network through the private-address
// guard (guardedFetch.ts). An alert without an active integration is not delivered.
import type { Selectable } from 'kysely';
import type { ContentTable } from '../../../db/schema/index.ts';
import type { Services } from '../../../http/context.ts';
import { alertRows } from '../alerts.repository.ts';
import { contentRows, integrationRows } from '../templates.repository.ts';
import { errorReason, failAttempt, refuseDelivery } from './deliveryFailure.ts';
import { guardedFetch, RefusedUrl } from './guardedFetch.ts';
import { renderBody } from './renderBody.ts';

const timeoutMs = 10_000;

export interface WebhookDelivery {
  alert: string;
  data: Record<string, unknown>;
}

export async function deliverWebhook(services: Services, delivery: WebhookDelivery): Promise<void> {
  const { db, logger, secrets } = services;
  const [alert] = await alertRows(db, { id: delivery.alert });
  const [integration] = alert?.integration_id
    ? await integrationRows(db, alert.integration_id)
    : [];
  if (!alert || !integration?.active) {
    logger.info({ alert: delivery.alert }, 'alert webhook not sent: no active integration');
    return;
  }
  // one title for failures and refusals alike: a repeat of an issue keeps its first title
  const failure = (detail: string) => ({
    id: `alerts:webhook:${alert.id}`,
    title: 'Webhook delivery failed',
    detail,
    account: alert.account_id,
    module: alert.module,
  });
  let url: URL;
  try {
    url = new URL(secrets.open(integration.url));
  } catch {
    await refuseDelivery(services, failure('the integration URL can not be read'));
    return;
  }
  const [content] = alert.template_id ? await contentRows(db, alert.template_id) : [];
  let body: string;
  try {
    body = webhookBody(content, integration.body, delivery.data);
  } catch (error) {
    const reason = error instanceof Error ? error.message : 'unknown error';
    await refuseDelivery(services, failure(`the template can not be rendered: ${reason}`));
    return;
  }
  const headers = Object.fromEntries(
    Object.entries(integration.headers).map(([name, sealed]) => [name, secrets.open(sealed)]),
  );
  if (!Object.keys(headers).some((name) => name.toLowerCase() === 'content-type')) {
    headers['Content-Type'] = isJson(body) ? 'application/json' : 'text/plain; charset=utf-8';
  }
  const method = integration.method.toUpperCase();
  let status: number;
  try {
    status = await guardedFetch(
      url,
      { method, headers, ...(method === 'GET' ? {} : { body }) },
      { allowPrivate: services.config.reputation.webhookAllowPrivate, timeoutMs },
    );
  } catch (error) {
    if (error instanceof RefusedUrl) {
      await refuseDelivery(services, failure(error.message));
      return;
    }
    return failAttempt(services, failure(`${errorReason(error)} posting to ${url.origin}`));
  }
  if (status < 200 || status > 299) {
    await failAttempt(services, failure(`HTTP ${status} from ${url.origin}`));
  }
}

/**
 * The template's content rendered with its escaping and mapping; without content, the
 * integration's body rendered with JSON escaping (webhook bodies are JSON as a rule); without
 * either, the data as JSON.
 */
function webhookBody(
  content: Selectable<ContentTable> | undefined,
  integrationBody: string,
  data: Record<string, unknown>,
): string {
  if (content) return renderBody(content, data);
  if (integrationBody) return renderBody({ render: integrationBody, escape: 'json' }, data);
  return JSON.stringify(data);
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
