// The Alerts page's form with the condition of a Delivery Analytics alert (threshold, direction,
// minimum volume, window, values watched), generated from admin/alerts/add and set: each field
// with its control and default, and a filled form giving the input the calls take.
import { callByKey, type CallKey } from '@console/contract';
import type { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { inputOf, valuesOf } from './formValues.ts';
import { formFieldsOf } from './schemaFields.ts';

const schema = (key: CallKey) => callByKey(key).input as z.ZodType;
const condition = ['threshold', 'direction', 'min_volume', 'window', 'values'];

describe('the alert form', () => {
  const fields = formFieldsOf(schema('admin/alerts/add'));
  const conditionFields = fields.filter((field) => condition.includes(field.name));

  it('shows the condition after the suppress minutes, each with its default', () => {
    const names = fields.map((field) => field.name);
    const suppress = names.indexOf('suppress');
    expect(names.slice(suppress, suppress + 6)).toEqual(['suppress', ...condition]);
    expect(
      conditionFields.map(({ name, kind, required, options, defaultValue }) => [
        name,
        kind,
        required,
        options,
        defaultValue,
      ]),
    ).toEqual([
      ['threshold', 'number', false, [], 5],
      ['direction', 'choice', false, ['above', 'below'], 'above'],
      ['min_volume', 'number', false, [], 100],
      ['window', 'number', false, [], 60],
      ['values', 'lines', false, [], []],
    ]);
    expect(valuesOf(conditionFields, null)).toEqual({
      threshold: '5',
      direction: 'above',
      min_volume: '100',
      window: '60',
      values: '',
    });
  });

  it('sends a filled condition as numbers and a list, and names a window out of bounds', () => {
    const filled = {
      threshold: '2.5',
      direction: 'below',
      min_volume: '500',
      window: '1440',
      values: 'google\n\n yahoo ',
    };
    expect(inputOf(conditionFields, filled, schema('admin/alerts/set'))).toEqual({
      input: {
        threshold: 2.5,
        direction: 'below',
        min_volume: 500,
        window: 1440,
        values: ['google', 'yahoo'],
      },
      problems: {},
    });
    const { problems } = inputOf(
      conditionFields,
      { ...filled, window: '5', threshold: '120' },
      schema('admin/alerts/set'),
    );
    expect(problems).toMatchObject({
      window: { code: 'too_small', minimum: 15 },
      threshold: { code: 'too_big', maximum: 100 },
    });
  });
});
