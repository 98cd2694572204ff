import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A client build of one index.html shaped as the build writes it (its generic title and
 * description, the root element, the entry script): the page-head tests serve it as CLIENT_DIST,
 * so they need no build and no other file's build disturbs them.
 */
const INDEX_HTML = `<!doctype html>
<html lang="uz">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Kimoshdi — onlayn auksion" />
    <title>Kimoshdi</title>
    <script type="module" crossorigin src="/assets/index-test.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

/** Writes the index.html into a new temporary folder; `remove` deletes the folder. */
export async function writeClientIndex(): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'kimoshdi-client-'));
  await writeFile(path.join(dir, 'index.html'), INDEX_HTML);
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}
