/**
 * A Vite plugin that writes dist/.vite/route-preloads.json: for every page of the router, the
 * chunks and styles it needs beyond the entry's, and every language's text chunks by namespace.
 * The server reads it to name a page's chunks and texts in index.html (server/src/http/client-app.ts),
 * so the browser fetches them alongside React instead of after the entry has run: on a 1.6 Mbit/s,
 * 150 ms network that second round of requests cost about a second of the first load (issue 15,
 * docs/benchmarks.md "first-load").
 */
import path from 'node:path';
import type { Plugin } from 'vite';
import { readRouterPages } from './router-pages';

export const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';

export interface RoutePreloadTable {
  /** Text namespaces loaded before the first render, whatever the page (client/src/lib/i18n-namespaces.ts). */
  shellNamespaces: string[];
  /** Language → namespace → the text chunk's file, e.g. texts.uz.common = "assets/common-x.js". */
  texts: Record<string, Record<string, string>>;
  pages: { pattern: string; scripts: string[]; styles: string[]; namespaces: string[] }[];
}

const ROUTES_DIR = path.resolve(import.meta.dirname, '../src/app/routes');
const LOCALE = /[\\/]locales[\\/]([A-Za-z-]+)[\\/]([a-z-]+)\.json$/;

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
}

export function routePreloads(shellNamespaces: readonly string[]): Plugin {
  return {
    name: 'kimoshdi-route-preloads',
    apply: 'build',
    // After Vite's own style-sheet step, which drops the chunks that only import style sheets (their
    // styles go to the importers): listed here before that, such a chunk was a 404 in index.html.
    enforce: 'post',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (item): item is typeof item & ChunkLike => item.type === 'chunk',
      );
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const closure = (file: string, into = new Set<string>()) => {
        if (into.has(file)) return into;
        into.add(file);
        for (const imported of byFile.get(file)?.imports ?? []) closure(imported, into);
        return into;
      };
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) throw new Error('route-preloads: the build has no entry chunk');
      const inEntry = closure(entry.fileName);

      const pageChunk = new Map<string, ChunkLike>();
      const texts: RoutePreloadTable['texts'] = {};
      for (const chunk of chunks) {
        const id = chunk.facadeModuleId;
        if (!id) continue;
        const locale = LOCALE.exec(id);
        if (locale?.[1] && locale[2]) (texts[locale[1]] ??= {})[locale[2]] = chunk.fileName;
        else if (id.startsWith(ROUTES_DIR + path.sep)) pageChunk.set(path.relative(ROUTES_DIR, id), chunk);
      }

      const pages = readRouterPages().map((routerPage) => {
        const files = new Set<string>();
        for (const page of routerPage.pages) {
          const chunk = pageChunk.get(page);
          if (!chunk) throw new Error(`route-preloads: no chunk for routes/${page}`);
          closure(chunk.fileName, files);
        }
        const scripts = [...files].filter((file) => !inEntry.has(file));
        const styles = [
          ...new Set(scripts.flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])])),
        ];
        return { pattern: routerPage.pattern, scripts, styles, namespaces: routerPage.namespaces };
      });

      const table: RoutePreloadTable = { shellNamespaces: [...shellNamespaces], texts, pages };
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_PRELOADS_FILE,
        source: `${JSON.stringify(table, null, 1)}\n`,
      });
    },
  };
}
