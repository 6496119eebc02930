// A minimal browser for the single sign-on tests: follows redirects by hand with a cookie jar per
// host, and fills the test provider's login form. Test code, kept beside the SSO files.

export interface FlowResult {
  /** the last response (the callback page, or where the flow stopped) */
  response: Response;
  body: string;
  /** every URL visited, in order */
  visited: string[];
  /** where the flow would have gone next when `stopAt` stopped it */
  next?: string;
  jar: CookieJar;
}

export class CookieJar {
  private readonly cookies = new Map<string, Map<string, string>>();

  store(url: URL, response: Response): void {
    const host = this.cookies.get(url.host) ?? new Map<string, string>();
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) host.delete(name);
      else host.set(name, value);
    }
    this.cookies.set(url.host, host);
  }

  header(url: URL): string {
    const host = this.cookies.get(url.host) ?? new Map<string, string>();
    return [...host].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  get(url: URL, name: string): string | undefined {
    return this.cookies.get(url.host)?.get(name);
  }

  delete(url: URL, name: string): void {
    this.cookies.get(url.host)?.delete(name);
  }
}

export async function visit(jar: CookieJar, href: string, init: RequestInit = {}) {
  const url = new URL(href);
  const response = await fetch(url, {
    ...init,
    redirect: 'manual',
    headers: { ...(init.headers as Record<string, string>), cookie: jar.header(url) },
  });
  jar.store(url, response);
  return response;
}

/**
 * Opens `start` and goes on until a page that is not the provider's login form: redirects are
 * followed, the login form is submitted with `login`. `stopAt` ends the flow before visiting a
 * URL (to tamper with the callback).
 */
export async function runFlow(
  start: string,
  login: string,
  options: { jar?: CookieJar; stopAt?: (url: URL) => boolean } = {},
): Promise<FlowResult> {
  const jar = options.jar ?? new CookieJar();
  const visited: string[] = [];
  let href = start;
  for (let step = 0; step < 12; step += 1) {
    if (options.stopAt?.(new URL(href))) {
      return { response: new Response(null), body: '', visited, jar, next: href };
    }
    visited.push(href);
    const response = await visit(jar, href);
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      href = new URL(location, href).href;
      continue;
    }
    const body = await response.text();
    const form =
      /<form[^>]*action="([^"]+)"[^>]*method="post"[\s\S]*?name="prompt" value="login"/.exec(body);
    if (!form?.[1]) return { response, body, visited, jar };
    const submitted = await visit(jar, new URL(form[1].replace(/&amp;/g, '&'), href).href, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ prompt: 'login', login, password: 'anything' }).toString(),
    });
    href = new URL(submitted.headers.get('location') ?? '', href).href;
  }
  throw new Error(`the sign-in did not end: ${visited.join(' -> ')}`);
}

/** The message the SSO page posts, read from its script. */
export function postedMessage(html: string): { message: unknown; origin: unknown } {
  const message = /var message = (.*);\n/.exec(html)?.[1];
  const origin = /var origin = (.*);\n/.exec(html)?.[1];
  return { message: message && JSON.parse(message), origin: origin && JSON.parse(origin) };
}
