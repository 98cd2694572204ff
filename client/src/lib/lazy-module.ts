/**
 * A module fetched when a form first needs it rather than with its page (issue 15): the forms that
 * check what is typed with the shared zod schemas load those checks this way, so zod stays off
 * the page's first load. `preload` starts the fetch when the form is first touched, so the check
 * is there by the time it is sent; `load` waits for it. A failed fetch (offline) is tried again
 * on the next call.
 */
export interface LazyModule<T> {
  load(): Promise<T>;
  preload(): void;
}

export function lazyModule<T>(importer: () => Promise<T>): LazyModule<T> {
  let loading: Promise<T> | undefined;
  const load = () => {
    loading ??= importer().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return {
    load,
    preload: () => {
      // Nothing to show yet: the send that needs the module reports a failure.
      load().catch(() => undefined);
    },
  };
}
