import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { moduleHasSideEffects } from './module-side-effects';

const CLIENT_SRC = path.resolve(import.meta.dirname, '../src');

describe('moduleHasSideEffects', () => {
  it.each([
    ['/repo/client/src/features/orders/components/order-wizard.tsx', false],
    ['/repo/client/src/features/orders/index.ts', false],
    ['/repo/shared/src/api/shop/shop-lots.ts', false],
    ['C:\\repo\\client\\src\\lib\\api-client.ts', false],
    ['/repo/client/src/features/orders/components/orders.css', true],
    ['/repo/client/src/styles/layout.css?direct', true],
    ['/repo/client/src/lib/i18n.ts', true],
    ['/repo/client/src/lib/i18n-namespaces.ts', false],
    ['/repo/node_modules/react-dom/client.js', true],
    ['/repo/node_modules/leaflet/dist/leaflet.css', true],
  ])('%s: %s', (id, kept) => {
    expect(moduleHasSideEffects(id)).toBe(kept);
  });
});

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/**
 * The rule above holds only while no other client module is imported for what importing it does:
 * such a module would now be left out of the build without a word.
 */
describe('client modules imported bare', () => {
  it('are style sheets and lib/i18n.ts only', () => {
    const bare = sourceFiles(CLIENT_SRC).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/^import\s+'([^']+)'/gm)].map((match) => {
        const specifier = match[1] ?? '';
        return specifier.startsWith('.') ? path.resolve(path.dirname(file), specifier) : specifier;
      }),
    );
    expect(bare.length).toBeGreaterThan(0);
    const notStyles = bare.filter((target) => !target.endsWith('.css'));
    expect(notStyles.map((target) => path.relative(CLIENT_SRC, target))).toEqual([path.join('lib', 'i18n')]);
  });
});
