// A route of mail received for tests (the registry has none yet): `test+known@` and
// `test+fails@` are accepted, any other token refused; the handler parses the message with
// mailparser, as a module's would, and throws while `failing` is set for a subject with "fail".
import { simpleParser } from 'mailparser';
import type { InboundMessage, InboundRoute } from '../mail/inbound/router.ts';

export interface TestRoute extends InboundRoute {
  /** what the handler parsed, in order */
  handled: { id: number; subject: string; message: InboundMessage }[];
  failing: boolean;
}

export function createTestRoute(prefix = 'test', module?: InboundRoute['module']): TestRoute {
  const route: TestRoute = {
    prefix,
    ...(module ? { module } : {}),
    handled: [],
    failing: true,
    accepts: ({ token }) => token === 'known' || token === 'fails',
    async handle(message) {
      const parsed = await simpleParser(message.raw);
      const subject = parsed.subject ?? '';
      if (route.failing && subject.includes('fail'))
        throw new Error('the report is not XML (test route)');
      route.handled.push({ id: message.id, subject, message });
    },
  };
  return route;
}
