// Forms generated from the contract: the fields of real input schemas, the text each control
// shows for an entity, and the input and problems a filled form gives.
import { callByKey, type CallKey } from '@console/contract';
import type { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { changedFields } from './changedFields.ts';
import { inputOf, problemsOfAnswer, valuesOf } from './formValues.ts';
import { formFieldsOf } from './schemaFields.ts';

const schema = (key: CallKey) => callByKey(key).input as z.ZodType;
const accountFields = formFieldsOf(schema('admin/accounts/add'));

describe('formFieldsOf', () => {
  it('reads each field of the account schema with its control', () => {
    expect(
      accountFields.map((field) => [field.name, field.kind, field.required, field.nullable]),
    ).toEqual([
      ['id', 'text', true, false],
      ['name', 'text', true, false],
      ['modules', 'choices', true, false],
      ['user_limit', 'number', false, true],
      ['volume_limit', 'number', false, true],
      ['ip_limit', 'number', false, true],
      ['domain_limit', 'number', false, true],
      ['audit_limit', 'number', false, true],
      ['policy_limit', 'number', false, true],
      ['snds', 'text', false, true],
    ]);
    expect(accountFields[2]?.options).toEqual(['da', 'rm', 'ea', 'dr']);
  });

  it('gives long texts a box, text alternatives a line, deeper values JSON, defaults their value', () => {
    const integration = formFieldsOf(schema('admin/integrations/create'));
    expect(integration.map((field) => [field.name, field.kind])).toEqual([
      ['url', 'text'],
      ['method', 'choice'],
      ['headers', 'json'],
      ['body', 'longText'],
      ['active', 'boolean'],
    ]);
    const ip = formFieldsOf(schema('admin/ips/add'));
    expect(ip.map((field) => [field.name, field.kind, field.required])).toEqual([
      ['address', 'text', true],
      ['account', 'text', true],
      ['description', 'text', false],
      ['viewers', 'lines', false],
      ['tags', 'lines', false],
      ['workspace', 'text', false],
    ]);
    const user = formFieldsOf(schema('admin/users/add'));
    expect(user.find((field) => field.name === 'language')?.defaultValue).toBe('en');
    expect(user.find((field) => field.name === 'invite')?.defaultValue).toBe(true);
  });
});

describe('valuesOf and inputOf', () => {
  const account = {
    id: 'acme',
    name: 'Acme Retail',
    modules: ['da', 'rm'],
    user_limit: 10,
    volume_limit: null,
    ip_limit: 16,
    domain_limit: null,
    audit_limit: null,
    policy_limit: null,
    snds: true,
  };

  it('shows an entity as text, a secret empty, and sends it back as it was', () => {
    const values = valuesOf(accountFields, account, ['snds']);
    expect(values).toEqual({
      id: 'acme',
      name: 'Acme Retail',
      modules: ['da', 'rm'],
      user_limit: '10',
      volume_limit: '',
      ip_limit: '16',
      domain_limit: '',
      audit_limit: '',
      policy_limit: '',
      snds: '',
    });
    const { input, problems } = inputOf(accountFields, values, schema('admin/accounts/set'), [
      'snds',
    ]);
    expect(problems).toEqual({});
    // the secret left empty is left out: the server keeps it
    const { snds: _secret, ...kept } = account;
    expect(input).toEqual(kept);
  });

  it('names each field that is missing, not a number, too long or not JSON (no module is allowed)', () => {
    const values = {
      ...valuesOf(accountFields, null),
      name: 'x'.repeat(300),
      user_limit: 'ten',
    };
    expect(inputOf(accountFields, values, schema('admin/accounts/add')).problems).toEqual({
      id: expect.objectContaining({ code: 'required' }),
      name: expect.objectContaining({ code: 'too_big', maximum: 256, origin: 'string' }),
      user_limit: expect.objectContaining({ code: 'invalid_type' }),
    });
    const integration = formFieldsOf(schema('admin/integrations/create'));
    const broken = { ...valuesOf(integration, null), headers: '{"Authorization": ' };
    expect(
      inputOf(integration, broken, schema('admin/integrations/create')).problems.headers,
    ).toEqual({ code: 'invalid_json' });
  });

  it('splits lines into a list and drops empty ones', () => {
    const ip = formFieldsOf(schema('admin/ips/add'));
    const values = {
      ...valuesOf(ip, null),
      address: ' 192.0.2.0/24 ',
      account: 'acme',
      tags: 'transactional\n\n  eu-pool \n',
    };
    const { input, problems } = inputOf(ip, values, schema('admin/ips/add'));
    expect(problems).toEqual({});
    expect(input).toEqual({
      address: '192.0.2.0/24',
      account: 'acme',
      viewers: [],
      tags: ['transactional', 'eu-pool'],
      // an empty nullable field is sent as null
      workspace: null,
    });
  });

  it("reads the fields a server's ValidationError names", () => {
    expect(
      problemsOfAnswer({
        issues: [
          { path: ['id'], code: 'custom', message: 'Reserved workspace id' },
          { path: ['id'], code: 'too_big', message: 'later' },
          { path: [], code: 'custom', message: 'whole' },
        ],
      }),
    ).toEqual({ id: { code: 'custom', message: 'Reserved workspace id' } });
    expect(problemsOfAnswer(null)).toEqual({});
  });
});

describe('changedFields', () => {
  it('lists the fields whose value differs, lists compared by value', () => {
    expect(
      changedFields({
        before: { id: 'acme', ip_limit: 8, modules: ['da'], snds: false },
        after: { id: 'acme', ip_limit: 16, modules: ['da'], snds: true },
      }),
    ).toEqual([
      { name: 'ip_limit', before: 8, after: 16 },
      { name: 'snds', before: false, after: true },
    ]);
    expect(changedFields({ before: null, after: { id: 'acme' } })).toEqual([
      { name: 'id', before: null, after: 'acme' },
    ]);
  });
});
