// A URL slug made from a title ('Wamena–Dekai: new perintis route!' -> 'wamena-dekai-new-perintis-route'):
// the news editor fills the slug with it as the title is typed, and the API uses it when none is sent.

export const SLUG_MAX = 120;
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, SLUG_MAX)
    .replace(/^-+|-+$/g, '');
}
