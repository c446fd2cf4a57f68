// Links in rich text: the schemes the server's sanitiser keeps (server/text/rich-text.ts, the authority) and
// the editor's checks of an address against them, so the editor never produces a link the server would strip.

export const LINK_SCHEMES = ['http', 'https', 'mailto'] as const;

/** What the editor's Link dialog says of an address linkAddress refuses. */
export const LINK_ERROR = 'Enter an address that starts with https://, http:// or mailto:';

const SCHEME = /^\s*([a-z][a-z0-9+.-]*):/i;

/** Whether an href survives the sanitiser: a relative address (not protocol-relative) or one of LINK_SCHEMES. */
export function keepsLink(href: string): boolean {
  if (href.trim().startsWith('//')) return false;
  const scheme = SCHEME.exec(href)?.[1]?.toLowerCase();
  return scheme === undefined || (LINK_SCHEMES as readonly string[]).includes(scheme);
}

/**
 * The address a person typed for a link, as stored: an absolute http(s) address with a host, or a mailto
 * address; null for anything else (a relative path, `javascript:`, `tel:`, a bare host name).
 */
export function linkAddress(input: string): string | null {
  const text = input.trim();
  const scheme = SCHEME.exec(text)?.[1]?.toLowerCase();
  if (!scheme || !(LINK_SCHEMES as readonly string[]).includes(scheme) || !URL.canParse(text)) return null;
  const url = new URL(text);
  if (scheme === 'mailto') return url.pathname.includes('@') ? url.href : null;
  return text.slice(scheme.length + 1).startsWith('//') && url.hostname ? url.href : null;
}
