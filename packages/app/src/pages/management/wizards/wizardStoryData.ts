// Sample answers for the wizard stories: the dimension catalogue, Acme's belongings for the
// deletion counts, and handlers that answer the calls a wizard makes as the server would.
import type { Dimension } from '@console/contract';
import type { FakeHandlers } from '../../../stories/fakeApi.ts';
import { sampleAccounts } from '../entities/entityStoryData.ts';

const dimension = (id: string, name: string, position: number): Dimension => ({
  id,
  dimension: id,
  position,
  description: '',
  name,
  caption: name,
  column: id,
  filter: true,
  options: [],
  order: 'DESC',
  sort: 'volume',
});

export const sampleDimensions: Dimension[] = [
  dimension('domain', 'Recipient domain', 1),
  dimension('provider', 'Mailbox provider', 2),
  dimension('ip', 'Sending IP', 3),
];

const many = <T>(count: number, make: (index: number) => T): T[] =>
  Array.from({ length: count }, (_, index) => make(index));

/** Every call the wizards make, answered; the made entity echoes its input. */
export function wizardHandlers(): FakeHandlers {
  return {
    'admin/dimensions/all': () => sampleDimensions,
    'admin/accounts/all': () => sampleAccounts,
    'admin/accounts/add': (input) => ({ ...input, members: [], snds: input.snds !== null }),
    'admin/datasets/add': (input) => input,
    'admin/workspaces/add': (input) => input,
    'owner/memberships/invite': (input) => ({
      ...input,
      name: null,
      alerts: false,
      last_visit: null,
      pending: true,
    }),
    'admin/datasets/all': () =>
      many(2, (index) => ({
        id: `acme-${index}`,
        owner: 'acme',
        dimensions: [],
        dimensions_default: [],
        metrics: [],
        viewers: [],
        platform: 'kumomta' as const,
        location: 'eu-1',
      })),
    'admin/workspaces/all': () => [],
    'admin/ips/all': () =>
      many(12, (index) => ({
        address: `192.0.2.${index + 1}`,
        account: 'acme',
        workspace: null,
        description: '',
        viewers: [],
        tags: [],
      })),
    'admin/domains/all': () => [],
    'admin/alerts/all': () => [],
    'owner/memberships/all': () => [],
    'admin/accounts/del': () => ({ ok: true as const }),
    'admin/users/all': () => [
      {
        id: 'claire.martin@example.com',
        name: 'Claire Martin',
        admin: false,
        owner: true,
        language: 'fr' as const,
        accounts: ['acme'],
        last_visit: '2026-11-20T08:12:00.000Z',
      },
    ],
    'admin/templates/all': () => [
      {
        id: '6f1c2a9e0b7d4e31',
        alert: 'blocklist',
        integration: null,
        transform: '',
        module: 'rm' as const,
        name: 'Listed on a blocklist',
        description: 'An IP or domain of the account appears on a blocklist.',
        active: true,
      },
    ],
  };
}
