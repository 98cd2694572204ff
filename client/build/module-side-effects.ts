/**
 * Which modules the bundler must keep when nothing is taken from them (Rolldown's
 * `treeshake.moduleSideEffects`). Our own code, the client's and the shared workspace's, does its
 * work when called, not when imported: a page that takes `OrderPage` from the orders feature's
 * barrel (`features/orders/index.ts`) then gets the order page's modules only, not the six-step
 * form's, which used to share one chunk with every order page (issue 24: the order pages' first
 * load). What must stay:
 * - style sheets, which are imported only for what importing them does;
 * - `lib/i18n.ts`, imported bare by app/providers.tsx to set i18next up;
 * - libraries (node_modules), as Rolldown would decide for them.
 * `module-side-effects.test.ts` keeps the first two true: no other client module is imported bare.
 */
const OWN_CODE = /[\\/](client|shared)[\\/]src[\\/]/;
const STYLE_SHEET = /\.css($|\?)/;
const KEPT_FOR_ITS_EFFECT = /[\\/]client[\\/]src[\\/]lib[\\/]i18n\.ts$/;

export function moduleHasSideEffects(id: string): boolean {
  if (STYLE_SHEET.test(id) || KEPT_FOR_ITS_EFFECT.test(id)) return true;
  return !OWN_CODE.test(id);
}
