// Every API route the app serves, read from the route files under app/api (as Next routes them):
// the wrapped handler of each method with its spec. The contract test and the sweeps read this one table.
import fs from 'node:fs';
import path from 'node:path';
import { METHODS } from '@/server/http/registry';
import type { RouteHandler } from '@/server/http/route';

const API_DIR = path.resolve(import.meta.dirname, '../../app/api');
/** No endpoints of the contract: the benchmark's empty route, next-auth's own route and the JSON 404 catch-all. */
const SKIP = new Set(['bench/empty', 'auth/[...nextauth]', '[...path]']);

export { METHODS };

export interface Route {
  /** The route file's folder under app/api, e.g. flight/fleet/[id]. */
  dir: string;
  /** The documented path the folder serves, e.g. /api/flight/fleet/{id}. */
  path: string;
  method: (typeof METHODS)[number];
  handler: RouteHandler;
}

export function routeDirs(): string[] {
  return (fs.readdirSync(API_DIR, { recursive: true }) as string[])
    .filter((f) => path.basename(f) === 'route.ts')
    .map((f) => path.dirname(f).split(path.sep).join('/'))
    .filter((dir) => !SKIP.has(dir))
    .sort();
}

export const docPath = (dir: string) => `/api/${dir.replace(/\[(\w+)\]/g, '{$1}')}`;

export async function routeModule(dir: string): Promise<Record<string, RouteHandler>> {
  return (await import(/* @vite-ignore */ path.join(API_DIR, dir, 'route.ts'))) as Record<string, RouteHandler>;
}

/** The routes of every folder, or of the folders under `under` (e.g. 'flight/'). */
export async function routeTable(under = ''): Promise<Route[]> {
  const routes: Route[] = [];
  for (const dir of routeDirs().filter((d) => d.startsWith(under))) {
    const mod = await routeModule(dir);
    for (const method of METHODS) if (method in mod) routes.push({ dir, path: docPath(dir), method, handler: mod[method] });
  }
  return routes;
}
