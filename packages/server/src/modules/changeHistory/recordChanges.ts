// Records every change an admin or owner makes (issue 21: who, what, when, before and after),
// in one place for every call: the write routes of the admin and owner areas are wrapped so
// that the entity's `get` is read before and after the write. A call without a `get` keeps its
// answer as the after, minus anything secret. A failed write records nothing; a failure to
// record is logged and never fails the write that already happened.
import { callByKey, type AnyCall } from '@console/contract';
import type { z } from 'zod';
import type { CallContext, UserContext } from '../../http/context.ts';
import type { Route } from '../../http/routes.ts';
import { recordChange } from './changeHistory.repository.ts';

const writeActions = new Set([
  'add',
  'set',
  'del',
  'delete',
  'create',
  'update',
  'clone',
  'api',
  'activate',
  'invite',
]);
const deletions = new Set(['del', 'delete']);
/** a dataset access key is made through users/api and removed through apikeys/del */
const recordedResource: Record<string, string> = { 'admin/users/api': 'apikeys' };
const secretField = /secret|token|password/i;

type Fields = Record<string, unknown>;

function isObject(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function withoutSecrets(value: unknown): unknown {
  if (!isObject(value)) return value;
  return Object.fromEntries(Object.entries(value).filter(([name]) => !secretField.test(name)));
}

/** The call that reads one entity of the resource, and the one that removes it. */
function entityCalls(area: string, resource: string) {
  const reader = callByKey(`${area}/${resource}/get`) ?? callByKey(`${area}/${resource}/read`);
  const remover = callByKey(`${area}/${resource}/del`) ?? callByKey(`${area}/${resource}/delete`);
  return { reader, keySource: reader ?? remover };
}

function keyFields(call: AnyCall | undefined): string[] {
  const shape = (call?.input as { shape?: Fields } | undefined)?.shape;
  return shape ? Object.keys(shape) : [];
}

function keyOf(fields: string[], input: Fields, output: unknown): Fields | null {
  const key: Fields = {};
  for (const field of fields) {
    const value = input[field] ?? (isObject(output) ? output[field] : undefined);
    if (value === undefined) return null;
    key[field] = value;
  }
  return key;
}

export function withChangeHistory(routes: readonly Route[]): Route[] {
  const byKey = new Map(routes.map((route) => [route.key as string, route]));
  return routes.map((route) => {
    const call = callByKey(route.key);
    if (!call || (call.area !== 'admin' && call.area !== 'owner')) return route;
    if (!writeActions.has(call.action)) return route;
    const { reader, keySource } = entityCalls(call.area, call.resource);
    const readRoute = reader ? byKey.get(reader.key) : undefined;
    const fields = keyFields(keySource);

    const read = async (key: Fields | null, context: CallContext): Promise<unknown> => {
      if (!reader || !readRoute || !key) return null;
      const parsed = (reader.input as z.ZodType).safeParse(key);
      if (!parsed.success) return null;
      return readRoute.run(parsed.data, context).catch(() => null);
    };

    return {
      key: route.key,
      run: async (input, context) => {
        const given = isObject(input) ? input : {};
        const before = await read(keyOf(fields, given, undefined), context);
        const output = await route.run(input, context);
        try {
          const key = keyOf(fields, given, output);
          const after = deletions.has(call.action)
            ? null
            : readRoute
              ? await read(key, context)
              : isObject(output) && output.ok === undefined
                ? withoutSecrets(output)
                : null;
          const account =
            given.account ??
            (isObject(output) ? output.account : undefined) ??
            (call.resource === 'accounts' ? key?.id : undefined) ??
            null;
          await recordChange(context.db, {
            actor: (context as UserContext).user.id,
            area: call.area,
            resource: recordedResource[call.key] ?? call.resource,
            action: call.action,
            subject: key ? Object.values(key).map(String).join('/') : '',
            account: typeof account === 'string' ? account : null,
            before,
            after,
          });
        } catch (error) {
          context.logger.error({ err: error, call: call.key }, 'change history not recorded');
        }
        return output;
      },
    };
  });
}
