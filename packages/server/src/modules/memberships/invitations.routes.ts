// The two sign-in calls of invitations (auth calls `invitation` and `accept`): an invitee reads
// what the mail's token offers, and accepts it. Registered beside the other sign-in calls by the
// server's assembly (server.ts).
import type { FastifyInstance } from 'fastify';
import { authPath, parseAuthInput } from '../../auth/auth.routes.ts';
import type { Services } from '../../http/context.ts';
import { acceptInvitation, invitationOffer } from './invitations.service.ts';

export function registerInvitationRoutes(app: FastifyInstance, services: Services): void {
  app.post(authPath('invitation'), async (request) => {
    const { token } = parseAuthInput('invitation', request);
    return invitationOffer(services, token);
  });

  app.post(authPath('accept'), async (request) => {
    const { token, password } = parseAuthInput('accept', request);
    await acceptInvitation(services, token, password);
    return { ok: true } as const;
  });
}
