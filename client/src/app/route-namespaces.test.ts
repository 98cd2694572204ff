import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NAMESPACES, type Namespace } from '@kimoshdi/shared/i18n/languages';
import { SHELL_NAMESPACES } from '../lib/i18n-namespaces';

/**
 * Texts are fetched per namespace (lib/i18n.ts) and no component waits for them: the shell's
 * namespaces come before the first render, a page's with its code (router.tsx and app/router/), and a part of a
 * page fetched later with its own (lib/lazy-with-texts.ts). This reads the
 * sources to find every namespace a file and its imports use, so a page that starts using another
 * namespace fails here instead of showing raw keys to a visitor.
 */
const appDir = import.meta.dirname;
const srcDir = join(appDir, '..');

function resolveImport(from: string, specifier: string): string | undefined {
  const base = join(dirname(from), specifier);
  return [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find((file) =>
    existsSync(file),
  );
}

function namespacesIn(text: string): Set<Namespace> {
  const found = new Set<string>();
  for (const match of text.matchAll(/useTranslation\(([^)]*)\)/g)) {
    const args = match[1] ?? '';
    if (args.trim() === '') found.add('common');
    for (const name of args.matchAll(/'([a-z-]+)'/g)) found.add(name[1] ?? '');
  }
  for (const match of text.matchAll(/['"`]([a-z-]+):[a-zA-Z]/g)) found.add(match[1] ?? '');
  for (const match of text.matchAll(/\bns(?::\s*|=)['"]([a-z-]+)['"]/g)) found.add(match[1] ?? '');
  return new Set(
    [...found].filter((name): name is Namespace => (NAMESPACES as readonly string[]).includes(name)),
  );
}

/**
 * A part fetched with its own texts (lib/lazy-with-texts.ts): `lazyWithTexts(() => import('./x')…,
 * ['ns', …])`, its file and its list.
 */
interface LazyPart {
  file: string;
  namespaces: string[];
}

/**
 * The namespaces of a file and of everything it imports; dynamic imports only when asked. The
 * parts fetched with their own texts are not followed but returned, to be checked with their list.
 */
function namespacesReachable(
  entry: string,
  followDynamic: boolean,
): { used: Set<Namespace>; parts: LazyPart[] } {
  const seen = new Set<string>();
  const used = new Set<Namespace>();
  const parts: LazyPart[] = [];
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    for (const name of namespacesIn(text)) used.add(name);
    const specifiers = [...text.matchAll(/(?:from|^import)\s+'(\.[^']+)'/gm)].map((match) => match[1] ?? '');
    if (followDynamic) {
      const ownTexts = new Set<string>();
      for (const match of text.matchAll(
        /lazyWithTexts\(\s*\(\)\s*=>\s*import\('(\.[^']+)'\)[^[]*\[([^\]]*)\]/g,
      )) {
        const specifier = match[1] ?? '';
        ownTexts.add(specifier);
        const target = resolveImport(file, specifier);
        const namespaces = [...(match[2] ?? '').matchAll(/'([a-z-]+)'/g)].map((name) => name[1] ?? '');
        parts.push({ file: target ?? `${specifier} (missing)`, namespaces });
      }
      for (const match of text.matchAll(/import\(\s*'(\.[^']+)'\s*\)/g)) {
        if (!ownTexts.has(match[1] ?? '')) specifiers.push(match[1] ?? '');
      }
    }
    for (const specifier of specifiers) {
      const target = resolveImport(file, specifier);
      if (target && !target.endsWith('.test.ts') && !target.endsWith('.test.tsx')) visit(target);
    }
  };
  visit(entry);
  return { used, parts };
}

/** What a page's file and the parts it fetches later use beyond what is loaded with each. */
function missingNamespaces(file: string, loaded: ReadonlySet<string>): string[] {
  const { used, parts } = namespacesReachable(file, true);
  const missing: string[] = [...used].filter((name) => !loaded.has(name));
  for (const part of parts) {
    expect(existsSync(part.file), part.file).toBe(true);
    missing.push(...missingNamespaces(part.file, new Set([...loaded, ...part.namespaces])));
  }
  return missing;
}

/** The router's files: router.tsx and its areas (app/router/). */
const routerFiles = [
  join(appDir, 'router.tsx'),
  ...readdirSync(join(appDir, 'router'))
    .filter((name) => name.endsWith('.tsx') || name.endsWith('.ts'))
    .map((name) => join(appDir, 'router', name)),
];

/** Every `page(() => import('../routes/x'), …, ['ns', …])` of the router: its file and its list. */
function routerPages(): { name: string; file: string; namespaces: string[] }[] {
  return routerFiles.flatMap((routerFile) =>
    [
      ...readFileSync(routerFile, 'utf8').matchAll(
        /page\(\s*\(\)\s*=>\s*import\('(\.{1,2}\/routes\/[^']+)'\),\s*\(m\)\s*=>\s*m\.\w+,?\s*(?:\[([^\]]*)\])?/g,
      ),
    ].map((match) => ({
      name: (match[1] ?? '').replace(/^\.{1,2}\//, ''),
      file: resolveImport(routerFile, match[1] ?? '') ?? `${match[1]} (missing)`,
      namespaces: [...(match[2] ?? '').matchAll(/'([a-z-]+)'/g)].map((name) => name[1] ?? ''),
    })),
  );
}

describe('namespaces loaded before a page renders', () => {
  it('the shell list covers what main.tsx reaches without lazy imports', () => {
    const needed = namespacesReachable(join(srcDir, 'main.tsx'), false).used;
    expect([...needed].filter((name) => !(SHELL_NAMESPACES as readonly string[]).includes(name))).toEqual([]);
  });

  const pages = routerPages();

  it('the router has lazy pages', () => {
    expect(pages.length).toBeGreaterThan(30);
  });

  it.each(pages)('$name: its list and the shell cover what it uses', ({ file, namespaces }) => {
    expect(existsSync(file), file).toBe(true);
    expect(missingNamespaces(file, new Set([...SHELL_NAMESPACES, ...namespaces]))).toEqual([]);
  });
});
