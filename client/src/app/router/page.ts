import type { ComponentType } from 'react';
import type { Namespace } from '@kimoshdi/shared/i18n/languages';
import { loadNamespaces } from '../../lib/i18n';

/**
 * A page's code and its texts, fetched together the first time the page is opened (issue 15: the
 * first load of any route at most 170 kB of JavaScript). The router renders the page only when
 * both are there, so it never shows raw keys; app/route-namespaces.test.ts checks each list
 * against the namespaces the page's files use (the shell's own come with lib/i18n.ts).
 */
export function page<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  namespaces: readonly Namespace[] = [],
  warmUp?: () => Promise<unknown>,
) {
  return async () => {
    // Not awaited: whatever the page will need next starts while its code and texts arrive.
    void warmUp?.();
    const [module] = await Promise.all([load(), loadNamespaces(namespaces)]);
    return { Component: pick(module) };
  };
}
