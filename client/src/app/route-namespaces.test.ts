import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NAMESPACES, type Namespace } from '@kimoshdi/shared/i18n/languages';
import { SHELL_NAMESPACES } from '../lib/i18n-namespaces';

/**
 * Texts are fetched per namespace (lib/i18n.ts) and no component waits for them: the shell's
 * namespaces come before the first render, a page's with its code (router.tsx). This reads the
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

/** The namespaces of a file and of everything it imports; dynamic imports only when asked. */
function namespacesReachable(entry: string, followDynamic: boolean): Set<Namespace> {
  const seen = new Set<string>();
  const used = new Set<Namespace>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    for (const name of namespacesIn(text)) used.add(name);
    const specifiers = [...text.matchAll(/(?:from|^import)\s+'(\.[^']+)'/gm)].map((match) => match[1] ?? '');
    if (followDynamic)
      specifiers.push(...[...text.matchAll(/import\(\s*'(\.[^']+)'\s*\)/g)].map((match) => match[1] ?? ''));
    for (const specifier of specifiers) {
      const target = resolveImport(file, specifier);
      if (target && !target.endsWith('.test.ts') && !target.endsWith('.test.tsx')) visit(target);
    }
  };
  visit(entry);
  return used;
}

/** Every `page(() => import('./routes/x'), …, ['ns', …])` of the router: its file and its list. */
function routerPages(): { name: string; file: string; namespaces: string[] }[] {
  const text = readFileSync(join(appDir, 'router.tsx'), 'utf8');
  return [
    ...text.matchAll(
      /page\(\s*\(\)\s*=>\s*import\('(\.\/routes\/[^']+)'\),\s*\(m\)\s*=>\s*m\.\w+,?\s*(?:\[([^\]]*)\])?/g,
    ),
  ].map((match) => ({
    name: match[1] ?? '',
    file: resolveImport(join(appDir, 'router.tsx'), match[1] ?? '') ?? `${match[1]} (missing)`,
    namespaces: [...(match[2] ?? '').matchAll(/'([a-z-]+)'/g)].map((name) => name[1] ?? ''),
  }));
}

describe('namespaces loaded before a page renders', () => {
  it('the shell list covers what main.tsx reaches without lazy imports', () => {
    const needed = namespacesReachable(join(srcDir, 'main.tsx'), false);
    expect([...needed].filter((name) => !(SHELL_NAMESPACES as readonly string[]).includes(name))).toEqual([]);
  });

  const pages = routerPages();

  it('the router has lazy pages', () => {
    expect(pages.length).toBeGreaterThan(30);
  });

  it.each(pages)('$name: its list and the shell cover what it uses', ({ file, namespaces }) => {
    expect(existsSync(file), file).toBe(true);
    const loaded = new Set<string>([...SHELL_NAMESPACES, ...namespaces]);
    expect([...namespacesReachable(file, true)].filter((name) => !loaded.has(name))).toEqual([]);
  });
});
