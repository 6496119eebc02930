// The entity pages call whichever resource they show: a call by its key on the typed client,
// with the entity as a plain record (the contract's schemas check it before it is sent, the
// server again on arrival).
import { callByKey, type ApiClient, type CallKey } from '@console/contract';
import type { z } from 'zod';
import type { EntityDefinition } from './entityCatalogue.ts';

export type Entity = Record<string, unknown>;

type Method = (input: unknown) => Promise<unknown>;

export function callEntity(api: ApiClient, key: CallKey, input: unknown): Promise<unknown> {
  const [area, resource, action] = key.split('/') as [string, string, string];
  const areaCalls = (api as unknown as Record<string, Record<string, Record<string, Method>>>)[
    area
  ];
  const method = areaCalls?.[resource]?.[action];
  if (!method) return Promise.reject(new Error(`No client method for ${key}`));
  return method(input);
}

/** The input schema of a call. */
export function inputSchemaOf(key: CallKey): z.ZodType {
  return callByKey(key).input as z.ZodType;
}

/** The key fields of an entity, e.g. { account: 'acme', address: '192.0.2.1' }. */
export function keyOf(definition: EntityDefinition, entity: Entity): Entity {
  return Object.fromEntries(definition.key.map((field) => [field, entity[field]]));
}

/** The key as the change history names it: the values joined by "/". */
export function subjectOf(definition: EntityDefinition, entity: Entity): string {
  return definition.key.map((field) => String(entity[field] ?? '')).join('/');
}
