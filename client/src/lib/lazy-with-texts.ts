import type { ComponentType } from 'react';
import type { Namespace } from '@kimoshdi/shared/i18n/languages';
import { loadNamespaces } from './i18n';
import { retryingLazy } from './retrying-lazy';

export type LazyPart<P extends object> = ComponentType<P> & {
  /** Starts the fetch before the part renders (its page knows it will show it); once is enough. */
  preload(): void;
};

/**
 * A part of a page that few visits show (one tab of several), fetched with the namespaces it uses
 * the first time it renders rather than with its page: its code and texts stay off the page's
 * first load (issue 24, the order page). It renders inside a `<Suspense>` whose fallback is what
 * the part shows while its data loads, and only once both code and texts are there, so it never
 * shows raw keys. A failed fetch shows in the part's place when a `PartBoundary` is around it
 * (otherwise on the route's error page, as a page's own does) and is tried again on its retry; a
 * failed `preload` is tried again when the part renders.
 * app/route-namespaces.test.ts reads `lazyWithTexts(() => import('…'), […])` as the part's list.
 */
export function lazyWithTexts<P extends object>(
  load: () => Promise<ComponentType<P>>,
  namespaces: readonly Namespace[],
): LazyPart<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const fetchPart = () =>
    (loading ??= Promise.all([load(), loadNamespaces(namespaces)]).then(
      ([component]) => ({ default: component }),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  return Object.assign(retryingLazy(fetchPart), {
    preload: () => {
      // Nothing to show yet: the part's own render reports a failure.
      fetchPart().catch(() => undefined);
    },
  });
}
