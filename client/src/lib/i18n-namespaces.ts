import type { Namespace } from '@kimoshdi/shared/i18n/languages';

/**
 * What the shell itself shows (navbar, footer, global dialogs, error answers): loaded before the
 * first render, so the first paint never shows raw keys. A page's own namespaces are loaded with its
 * code (app/router.tsx); app/route-namespaces.test.ts checks that both lists cover every text used.
 */
export const SHELL_NAMESPACES = ['common', 'errors'] as const satisfies readonly Namespace[];
