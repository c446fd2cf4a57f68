'use client';
// A component whose module loads when it first mounts, in the browser, so that a screen's first load does
// not carry it (issue 18): dialogs (with whenOpened), the calendar view, the shell's bell and widget. Until
// the module is there it draws `loading` (else nothing). In place of next/dynamic, whose loader, Suspense
// wrapper and server bail-out added 0.9 kB compressed to every screen's first load; and, as the selects'
// popups, without Suspense, whose reveal React may hold back by its fallback throttle.
import { type ComponentType, type ReactNode, useEffect, useState } from 'react';
import { type ComponentLoader, loadOnce } from './lazy-load';

export function lazyComponent<P extends object>(loader: ComponentLoader<P>, options: { loading?: () => ReactNode } = {}): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  // biome-ignore lint/correctness/noComponentHookFactories: called once per module, at its top level (as next/dynamic is)
  return function LazyComponent(props: P) {
    const [Component, setComponent] = useState<ComponentType<P> | null>(() => loaded);
    const [failure, setFailure] = useState<unknown>(null);
    useEffect(() => {
      if (Component) return;
      let live = true;
      loadOnce(loader).then(
        (component) => {
          loaded = component;
          if (live) setComponent(() => component);
        },
        (error: unknown) => live && setFailure(error ?? new Error('Could not load this part of the screen')),
      );
      return () => {
        live = false;
      };
    }, [Component]);
    // As a failed next/dynamic import did: the nearest error boundary says so and offers a retry.
    if (failure) throw failure;
    return Component ? <Component {...props} /> : (options.loading?.() ?? null);
  };
}
