// Which screen a page path belongs to, by the screens' paths alone: read by the server's access tables
// (menu.ts) and by the shell in the browser (active entry, header title) without those tables.

/** Whether `pathname` is the screen at `path` or a page below it ('/' is only itself). */
export function pathWithin(pathname: string, path: string): boolean {
  return path === '/' ? pathname === '/' : pathname === path || pathname.startsWith(`${path}/`);
}

/** The entry whose path holds `pathname` most closely (the longest matching path). */
export function closestByPath<T extends { path: string }>(entries: Iterable<T>, pathname: string): T | undefined {
  let best: T | undefined;
  for (const entry of entries) {
    if (pathWithin(pathname, entry.path) && (!best || entry.path.length > best.path.length)) best = entry;
  }
  return best;
}
