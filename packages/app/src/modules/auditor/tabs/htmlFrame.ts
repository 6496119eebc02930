// The document a message's HTML part is shown in. It runs in an iframe with `sandbox=""` (no
// scripts, no forms, no popups, an opaque origin: nothing of the console reachable) and starts
// with a Content-Security-Policy that lets nothing load from the network: images only as data:
// URLs, styles only inline. A tracking pixel does not fire, a remote font or style sheet stays
// out, and what the message does by itself still shows. Links open nowhere: they target a new
// window, which the sandbox refuses, so a click leaves the rendering in place (in the frame
// itself the console's policy would block the page and leave an error in its place). The
// frame's srcdoc document also inherits the console's own policy
// (packages/server/src/http/securityHeaders.ts), which only narrows this one further; that
// policy lets the frame render, as about:srcdoc is fetched from nowhere. Pure, tested in Node.

export const htmlPartPolicy = "default-src 'none'; img-src data:; style-src 'unsafe-inline'";

/**
 * The srcdoc of the frame: the policy first, so it governs everything after it, then the links'
 * target (the first base element's target wins over any the message has). A doctype stays
 * first, or the message would render in quirks mode.
 */
export function htmlFrameDocument(html: string): string {
  const doctype = /^\s*<!doctype[^>]*>/i.exec(html)?.[0] ?? '';
  const head = `<meta http-equiv="Content-Security-Policy" content="${htmlPartPolicy}"><base target="_blank">`;
  return `${doctype}${head}${html.slice(doctype.length)}`;
}
