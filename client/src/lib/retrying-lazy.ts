import {
  createElement,
  lazy,
  useEffect,
  useState,
  type ComponentType,
  type LazyExoticComponent,
} from 'react';

/** Counts the retries asked for (`retryFailedParts`): a part that failed before one starts over. */
let retries = 0;

/**
 * `React.lazy` keeps a failed import for good: once a phone's network blipped while a part's code
 * was on its way, the part would fail on every render after, though the network is back. This one
 * starts over (a new lazy component) on its first render after a retry that its boundary asked for
 * (components/ui/part-boundary.tsx), so the code is fetched again; browsers fetch a failed dynamic
 * import again rather than keep its failure. Not at once on failure: React renders once more
 * before it gives the error to the boundary, and a fresh fetch then would fail and loop.
 */
export function retryingLazy<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): ComponentType<P> {
  let failedBefore: number | null = null;
  const fresh = (): LazyExoticComponent<ComponentType<P>> =>
    lazy(() =>
      load().catch((error: unknown) => {
        failedBefore = retries;
        throw error;
      }),
    );
  let current = fresh();
  return function RetryingLazy(props: P) {
    if (failedBefore !== null && failedBefore < retries) {
      failedBefore = null;
      current = fresh();
    }
    return createElement(current, props);
  };
}

/** Lets every part whose code failed to come fetch it again on its next render. */
export function retryFailedParts(): void {
  retries += 1;
}

/**
 * Vite leaves a stylesheet that failed to preload in the head and never asks for it again (it
 * remembers the address as seen): a fresh link fetches it.
 */
export function refetchFailedStylesheets(): void {
  for (const link of Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'))) {
    if (link.sheet === null) link.replaceWith(link.cloneNode());
  }
}

/**
 * A part of the site's frame (the footer, the navbar's badge of running auctions) whose code did
 * not come: it shows nothing, rather than the route's error screen in place of the whole page, and
 * tries again once the browser is back online. Within a `<Suspense>`, as any lazy part.
 */
export function quietLazy<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): ComponentType<P> {
  return lazy(() => load().catch(() => ({ default: untilOnline(load) })));
}

function untilOnline<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  return function MissingPart(props: P) {
    const [again, setAgain] = useState<ComponentType<P> | null>(null);
    useEffect(() => {
      const retry = () => {
        refetchFailedStylesheets();
        setAgain(() => quietLazy(load));
      };
      window.addEventListener('online', retry);
      return () => window.removeEventListener('online', retry);
    }, []);
    return again ? createElement(again, props) : null;
  };
}
