// Webhook bodies from a template: each escaping, the content's mapping of fields to data paths,
// and values that are objects or missing.
import { describe, expect, it } from 'vitest';
import { renderBody, valueAt } from './renderBody.ts';

const data = {
  summary: `<b>"Tom" & 'Jerry'</b>\n`,
  listing: { ip: '192.0.2.1', list: 'spamcop', codes: [2, 4] },
  count: 3,
};

describe('webhook body rendering', () => {
  it('escapes values as JSON string contents, as HTML, or not at all', () => {
    const render = '{{summary}}|{{count}}';
    expect(renderBody({ render, escape: 'json' }, data)).toBe(`<b>\\"Tom\\" & 'Jerry'</b>\\n|3`);
    expect(renderBody({ render, escape: 'html' }, data)).toBe(
      '&lt;b&gt;&quot;Tom&quot; &amp; &#39;Jerry&#39;&lt;&#x2F;b&gt;\n|3',
    );
    expect(renderBody({ render, escape: 'none' }, data)).toBe(`<b>"Tom" & 'Jerry'</b>\n|3`);
    // an unknown escaping is the safest one
    expect(renderBody({ render: '{{summary}}', escape: 'xml' }, data)).toBe(
      '&lt;b&gt;&quot;Tom&quot; &amp; &#39;Jerry&#39;&lt;&#x2F;b&gt;\n',
    );
  });

  it('adds the mapped fields to the view, by dotted path, `data.` naming the data', () => {
    const body = renderBody(
      {
        render: '{"ip":"{{ip}}","list":"{{list}}","first":"{{first}}","gone":"{{gone}}"}',
        escape: 'json',
        mapping: {
          ip: 'listing.ip',
          list: 'data.listing.list',
          first: 'listing.codes.0',
          gone: 'a.b',
        },
      },
      data,
    );
    expect(JSON.parse(body)).toEqual({ ip: '192.0.2.1', list: 'spamcop', first: '2', gone: '' });
  });

  it('writes an object value as its JSON text, escaped', () => {
    expect(renderBody({ render: '"{{listing}}"', escape: 'json' }, data)).toBe(
      '"{\\"ip\\":\\"192.0.2.1\\",\\"list\\":\\"spamcop\\",\\"codes\\":[2,4]}"',
    );
  });

  it('reads own properties only, and a field named data before the data itself', () => {
    expect(valueAt(data, 'listing.constructor')).toBeUndefined();
    expect(valueAt(data, 'summary.length')).toBeUndefined();
    expect(valueAt({ data: { x: 1 }, x: 2 }, 'data.x')).toBe(1);
    expect(valueAt({ x: 2 }, 'data.x')).toBe(2);
  });
});
