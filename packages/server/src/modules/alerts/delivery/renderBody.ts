// A webhook's body: the template's text rendered with mustache (logic-less, so an admin's template
// runs no code), the view being the alert's data plus the content's mapping (field -> dotted path
// in the data). Values are escaped for where the body goes: `html` with mustache's own HTML
// escaping, `json` as the inside of a JSON string, `none` as they are. An object or list value
// is written as its JSON text before escaping.
import Mustache from 'mustache';

export type BodyEscape = 'none' | 'html' | 'json';

const asText = (value: unknown) =>
  typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);

const escapers: Record<BodyEscape, (value: unknown) => string> = {
  html: (value) => Mustache.escape(asText(value)),
  json: (value) => JSON.stringify(asText(value)).slice(1, -1),
  none: asText,
};

export interface BodyTemplate {
  render: string;
  /** none, html or json; anything else escapes as html, the safest */
  escape: string;
  mapping?: Record<string, string>;
}

export function renderBody(template: BodyTemplate, data: Record<string, unknown>): string {
  const view: Record<string, unknown> = { ...data };
  for (const [field, path] of Object.entries(template.mapping ?? {})) {
    view[field] = valueAt(data, path);
  }
  const escape = escapers[template.escape as BodyEscape] ?? escapers.html;
  return Mustache.render(template.render, view, undefined, { escape });
}

/**
 * The value at a dotted path (`listing.ip`, `items.0.name`) in the data, own properties only.
 * A leading `data.` names the data itself, as the admin screen's sample mappings write it,
 * unless the data has a field `data`.
 */
export function valueAt(data: Record<string, unknown>, path: string): unknown {
  const segments = path.split('.');
  if (segments[0] === 'data' && segments.length > 1 && !Object.hasOwn(data, 'data')) {
    segments.shift();
  }
  let value: unknown = data;
  for (const segment of segments) {
    if (typeof value !== 'object' || value === null || !Object.hasOwn(value, segment)) {
      return undefined;
    }
    value = (value as Record<string, unknown>)[segment];
  }
  return value;
}
