import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { moduleHasSideEffects } from './build/module-side-effects';
import { routePreloads } from './build/route-preloads';
import { SHELL_NAMESPACES } from './src/lib/i18n-namespaces';
import { devProxy } from './build/dev-proxy';

// The Node server listens on :3000 and owns /api, the Socket.IO endpoint, Kimoshdi ID (/id), the
// outbox (/dev), the test payments (/pay) and the rest of server/src/http/server-paths.ts; in
// development Vite serves the client and forwards every one of those paths so cookies stay on one
// origin, as in production, where the server itself serves client/dist.
const server = 'http://localhost:3000';

export default defineConfig({
  // routePreloads: which chunks and texts each page needs, for the server's index.html (issue 15).
  // compression: every asset also written as .br (brotli at its best, quality 11) and .gz (level 9),
  // which the server sends as they are: about 13 % fewer bytes than compressing each answer on the
  // fly, and no compression work per request (issue 15).
  plugins: [
    react(),
    routePreloads(SHELL_NAMESPACES),
    // The service worker (issue 27): web push and the installed app's offline shell, built from
    // service-worker/sw.ts to /sw.js with Workbox. It keeps at install only the offline page and the
    // icons; pages, scripts and lot data are kept as they are used (a phone on mobile data does not
    // download every page's code up front). The app registers it (src/lib/service-worker.ts) and
    // keeps its own manifest.webmanifest.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'service-worker',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        globPatterns: ['offline.{html,css,js}', 'favicon.svg', 'icons/*.{svg,png}'],
      },
    }),
    compression({
      include: /\.(js|css|svg|json|webmanifest)$/,
      algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip', { level: 9 })],
      logLevel: 'silent',
    }),
  ],
  server: {
    port: 5173,
    proxy: devProxy(server),
  },
  // A language's texts are read whole by i18next (lib/i18n.ts): a named export per top-level key
  // only added bytes to every text chunk (0.1 to 0.7 kB gzipped each, the most for `errors` with
  // its key per error code; issue 24).
  json: { namedExports: false },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // Read by scripts/lib/first-load-budget.ts: which chunks each page loads before it is interactive.
    manifest: true,
    rolldownOptions: {
      // Our own modules (client and shared) are pure code, but barrels re-export whole features: the
      // shared one every API contract (each page that needs one constant would also get every zod
      // schema, issue 15), a feature's index all its parts (the orders feature's order pages shared
      // a chunk with the six-step form, issue 24). build/module-side-effects.ts says what stays.
      // Building a schema (`z.object(…)`, the contracts' own `text()`, `pageOf()`, `listOf()`) has no
      // effect but the schema: a page that takes one constant from a contract file drops its schemas.
      treeshake: {
        moduleSideEffects: moduleHasSideEffects,
        manualPureFunctions: ['z', 'text', 'pageOf', 'listOf', 'optional'],
      },
      output: {
        // Seven characters of hash rather than eight: the entry names every chunk and stylesheet in its
        // map of what each page preloads, and hashes do not compress (0.3 to 0.4 kB gzipped less on
        // every first load, docs/benchmarks.md); 42 bits still tell two builds of one file apart.
        // Rolldown refuses six for a build of this many chunks.
        entryFileNames: 'assets/[name]-[hash:7].js',
        chunkFileNames: 'assets/[name]-[hash:7].js',
        assetFileNames: 'assets/[name]-[hash:7][extname]',
        // Libraries change far less often than our code: separate chunks stay cached across deploys.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/,
            },
            {
              name: 'i18n',
              test: /node_modules[\\/](i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/,
            },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
            // Everything else the entry needs before its first render, in one chunk: without this the
            // modules the shell shares with lazy chunks were split off into a dozen files of a few
            // hundred bytes each, every one on every first load (about 2 kB gzipped more, issue 24).
            { name: 'shell', tags: ['$initial'] },
          ],
        },
      },
    },
  },
});
