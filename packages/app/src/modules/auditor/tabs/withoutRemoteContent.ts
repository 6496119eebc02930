// A message's HTML with everything that would reach the network taken out before it is shown:
// scripts, style sheets, frames, media, a base or refresh of its own; remote image sources (the
// alt text stays), srcset, backgrounds, SVG references, and remote url() and @import in its
// styles. The frame's policy (htmlFrame.ts) already refuses all of it; taking it out first
// means nothing is even attempted, so the browser logs no refusals, and a tracking pixel stays
// silent whatever a browser does with the policy. Parsed with DOMParser, whose document loads
// and runs nothing. Runs in the browser.

/** Elements that fetch, run or navigate, and are no part of what a recipient reads. */
const dropped = [
  'script',
  'link',
  'base',
  'meta[http-equiv]',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'audio',
  'video',
  'source',
  'track',
  'portal',
].join(', ');

/** Attributes that fetch what they name. */
const fetching = ['src', 'srcset', 'background', 'poster', 'lowsrc', 'dynsrc', 'data'];

/** data: and cid: (a part of the message itself, which the frame cannot show) fetch nothing. */
const isRemote = (value: string) => !/^\s*(data:|cid:|#|$)/i.test(value);

const remoteUrl = /url\(\s*(['"]?)(?!\s*data:)[^)]*\1\s*\)/gi;
const imports = /@import\s+[^;]+;?/gi;

/** CSS without imports and with remote url() replaced by none. */
export const quietCss = (css: string) => css.replace(imports, '').replace(remoteUrl, 'none');

export function withoutRemoteContent(html: string): string {
  const document = new DOMParser().parseFromString(html, 'text/html');
  for (const element of document.querySelectorAll(dropped)) element.remove();
  for (const element of document.querySelectorAll('*')) {
    for (const name of fetching) {
      const value = element.getAttribute(name);
      if (value !== null && (name === 'srcset' || isRemote(value))) element.removeAttribute(name);
    }
    // SVG images and uses: href and xlink:href
    if (element.namespaceURI === 'http://www.w3.org/2000/svg') {
      for (const attribute of [...element.attributes])
        if (attribute.localName === 'href' && isRemote(attribute.value))
          element.removeAttributeNode(attribute);
    }
    const style = element.getAttribute('style');
    if (style !== null) element.setAttribute('style', quietCss(style));
  }
  for (const style of document.querySelectorAll('style'))
    style.textContent = quietCss(style.textContent ?? '');
  // the message's own doctype, so that it renders in the same mode (many have none: quirks)
  const doctype = document.doctype ? new XMLSerializer().serializeToString(document.doctype) : '';
  return `${doctype}${document.documentElement.outerHTML}`;
}
