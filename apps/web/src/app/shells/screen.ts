import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { matchPath } from 'react-router';

type PropsOf<C> = C extends ComponentType<infer P> ? P : never;

/** The screens' loaders by route pattern, for preloadScreen. */
const loaders = new Map<string, () => Promise<unknown>>();

/**
 * A dashboard screen as its own chunk, loaded when first visited (issue 20: a route pays only for what it
 * shows). `name` picks the component among the module's exports; its props are the component's own. With
 * `path` (a pattern of paths.dashboard), the screen can be fetched before its shell renders (preloadScreen).
 */
export function screen<M, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
  path?: string,
): LazyExoticComponent<ComponentType<PropsOf<M[K]>>> {
  if (path) loaders.set(path, load);
  return lazy(async () => ({ default: (await load())[name] as ComponentType<PropsOf<M[K]>> }));
}

/**
 * Starts fetching the screen of `pathname` (issue 20: the dashboards' LCP): the dashboard gate calls it as
 * soon as the shell's code is there, so that the screen's code comes while the session is being checked
 * rather than after. The browser keeps the module: the screen's own import then resolves at once.
 */
export function preloadScreen(pathname: string): void {
  for (const [path, load] of loaders) {
    if (matchPath({ path, end: true }, pathname)) {
      void load().catch(() => undefined); // the screen's own import tells a failure, with the chunk error boundary
      return;
    }
  }
}
