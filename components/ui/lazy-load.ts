// A module the screen loads on demand, asked for once: every caller of the same loader shares its promise,
// and a failed download (offline) is asked for again on the next call.
import type { ComponentType } from 'react';

export type ComponentLoader<P> = () => Promise<ComponentType<P>>;

const loading = new Map<ComponentLoader<never>, Promise<ComponentType<never>>>();

export function loadOnce<P>(loader: ComponentLoader<P>): Promise<ComponentType<P>> {
  const key = loader as ComponentLoader<never>;
  let promise = loading.get(key);
  if (!promise) {
    promise = loader() as Promise<ComponentType<never>>;
    promise.catch(() => loading.delete(key));
    loading.set(key, promise);
  }
  return promise as Promise<ComponentType<P>>;
}
