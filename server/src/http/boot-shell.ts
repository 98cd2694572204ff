/**
 * The bar index.html paints before the scripts (client/index.html `#boot-shell`, right after the
 * app's root, up to its closing comment); the stylesheet hides it once the app has painted.
 */
const BOOT_SHELL = /\s*<div id="boot-shell"[\s\S]*?<!-- \/boot-shell -->/;

/**
 * A page shown inside the mobile app (`?mobile=1`) has the app's navigation, not ours: it goes out
 * without the bar, so the bar never shows there, not even until the scripts run.
 */
export function withoutBootShell(html: string): string {
  return html.replace(BOOT_SHELL, '');
}
