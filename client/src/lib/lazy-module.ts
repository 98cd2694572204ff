/**
 * A module fetched when a form first needs it rather than with its page (issue 15): the forms that
 * check what is typed with the shared zod schemas load those checks this way, so zod stays off
 * the page's first load. `preload` starts the fetch (once the page is idle, or when the form is
 * first touched), so the check is there by the time it is sent; `load` waits for it, and `loaded`
 * gives it at once once it has come (a form checking as the person types after the first send).
 * A failed fetch (offline) is tried again on the next call.
 */
export interface LazyModule<T> {
  readonly load: () => Promise<T>;
  readonly preload: () => void;
  readonly loaded: () => T | undefined;
}

export function lazyModule<T>(importer: () => Promise<T>): LazyModule<T> {
  let loading: Promise<T> | undefined;
  let module: T | undefined;
  const load = () => {
    loading ??= importer().then(
      (imported) => (module = imported),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  return {
    load,
    loaded: () => module,
    preload: () => {
      // Nothing to show yet: the send that needs the module reports a failure.
      load().catch(() => undefined);
    },
  };
}

/** Starts the module's fetch once the page is idle after its first paint; returns the cancel. */
export function preloadWhenIdle(module: LazyModule<unknown>): () => void {
  // Safari has no requestIdleCallback: a second after the form shows is as good.
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(() => module.preload(), { timeout: 3_000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(module.preload, 1_000);
  return () => window.clearTimeout(timer);
}

/** A form's props that start the module's fetch when the form is first touched (focus or pointer). */
export function preloadOnTouch(module: LazyModule<unknown>): { onFocus(): void; onPointerDown(): void } {
  return { onFocus: module.preload, onPointerDown: module.preload };
}
