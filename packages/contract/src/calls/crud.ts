// The all/get/add/set/del family an admin uses for each managed entity.
import { z } from 'zod';
import { Ok } from '../primitives.ts';
import { callsOf } from './define.ts';

const call = callsOf('admin');

interface CrudSpec<
  E extends z.ZodType,
  AllIn extends z.ZodType,
  KeyIn extends z.ZodType,
  AddIn extends z.ZodType,
  SetIn extends z.ZodType,
> {
  /** what get, add and set answer, and all lists */
  entity: E;
  /** filters of the list */
  all: AllIn;
  /** what identifies one entity (get, del) */
  key: KeyIn;
  add: AddIn;
  /** the key plus the fields to change; absent fields stay as they are */
  set: SetIn;
}

export function adminCrud<
  const R extends string,
  E extends z.ZodType,
  AllIn extends z.ZodType,
  KeyIn extends z.ZodType,
  AddIn extends z.ZodType,
  SetIn extends z.ZodType,
>(resource: R, spec: CrudSpec<E, AllIn, KeyIn, AddIn, SetIn>) {
  return [
    call({ resource, action: 'all', input: spec.all, output: z.array(spec.entity) }),
    call({ resource, action: 'get', input: spec.key, output: spec.entity }),
    call({ resource, action: 'add', input: spec.add, output: spec.entity }),
    call({ resource, action: 'set', input: spec.set, output: spec.entity }),
    call({ resource, action: 'del', input: spec.key, output: Ok }),
  ] as const;
}
