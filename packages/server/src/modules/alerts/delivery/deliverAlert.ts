// One queued delivery (job `alerts.deliver`), by its channel: email through the console's mailer,
// Slack (slackDelivery.ts) or the alert's webhook (webhookDelivery.ts). A failed attempt raises an
// issue and throws, so the queue retries it (deliveryFailure.ts).
import type { Services } from '../../../http/context.ts';
import type { AlertDelivery } from './deliveries.ts';
import { errorReason, failAttempt } from './deliveryFailure.ts';
import { deliverSlack } from './slackDelivery.ts';
import { deliverWebhook } from './webhookDelivery.ts';

export async function deliverAlert(delivery: AlertDelivery, services: Services): Promise<void> {
  switch (delivery.channel) {
    case 'email':
      return deliverEmail(services, delivery);
    case 'slack':
      return deliverSlack(services, delivery);
    case 'webhook':
      return deliverWebhook(services, delivery);
    default:
      // data no release of this server writes; trying again would not change it
      services.logger.warn({ job: 'alerts.deliver' }, 'alert delivery of an unknown channel');
  }
}

async function deliverEmail(
  services: Services,
  { to, subject, text }: { to: string; subject: string; text: string },
): Promise<void> {
  try {
    await services.mailer.send({ to, subject, text });
  } catch (error) {
    await failAttempt(services, {
      id: `alerts:email:${to}`,
      title: 'Email delivery failed',
      detail: `${errorReason(error)} sending to ${to}`,
    });
  }
}
