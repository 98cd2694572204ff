/**
 * The layer rules of .dependency-cruiser.cjs (run by `npm run lint`) catch what they promise: a
 * small tree that breaks each rule once is cruised with the project's own configuration, and every
 * rule must name its break; the same tree without the breaks passes.
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cruise, type ICruiseResult, type IForbiddenRuleType } from 'dependency-cruiser';
import { afterAll, describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const config = require('../.dependency-cruiser.cjs') as {
  forbidden: IForbiddenRuleType[];
  options: Record<string, unknown>;
};

const modulesConfig = require('../.dependency-cruiser-modules.cjs') as {
  forbidden: IForbiddenRuleType[];
  options: { includeOnly: string };
};

const CLEAN: Record<string, string> = {
  'shared/src/rule.ts': `export const rule = 1;`,
  'server/src/lib/parse.ts': `import { rule } from '../../../shared/src/rule';\nexport const parse = rule;`,
  'server/src/db/database.ts': `export const db = 0;`,
  'server/src/modules/lot/lot.service.ts': `import { parse } from '../../lib/parse';\nexport const lots = parse;`,
  'server/src/modules/lot/index.ts': `export { lots } from './lot.service';`,
  'server/src/http/shop/lots.ts': `import { lots } from '../../modules/lot';\nexport const route = lots;`,
  'server/src/realtime/socket-server.ts': `import { lots } from '../modules/lot';\nexport const io = lots;`,
  'server/src/demo/bots.ts': `import { lots } from '../modules/lot';\nexport const bots = lots;`,
  'server/src/boot.ts': `import { bots } from './demo/bots';\nimport { io } from './realtime/socket-server';\nexport const up = [bots, io];`,
  'client/src/features/a/a.ts': `import { ui } from '../../components/ui';\nexport const a = ui;`,
  'client/src/features/b/b.ts': `export const b = 2;`,
  'client/src/components/ui.ts': `export const ui = 3;`,
};

const BREAKS: Record<string, [file: string, source: string]> = {
  'no-circular': [
    'server/src/modules/lot/circle.ts',
    `import { lots } from './lot.service';\nexport const c = lots;`,
  ],
  'modules-below-transports': [
    'server/src/modules/lot/uses-http.ts',
    `import { route } from '../../http/shop/lots';\nexport const x = route;`,
  ],
  'modules-through-faces': [
    'server/src/http/shop/past-face.ts',
    `import { lots } from '../../modules/lot/lot.service';\nexport const pf = lots;`,
  ],
  'http-takes-services': [
    'server/src/http/shop/uses-db.ts',
    `import { db } from '../../db/database';\nexport const d = db;`,
  ],
  'lib-is-plumbing': [
    'server/src/lib/uses-module.ts',
    `import { lots } from '../modules/lot/lot.service';\nexport const y = lots;`,
  ],
  'nothing-uses-the-demo': [
    'server/src/http/shop/uses-demo.ts',
    `import { bots } from '../../demo/bots';\nexport const z = bots;`,
  ],
  'shared-stands-alone': [
    'shared/src/uses-server.ts',
    `import { parse } from '../../server/src/lib/parse';\nexport const s = parse;`,
  ],
  'shared-no-node-builtins': [
    'shared/src/uses-node.ts',
    `import { readFileSync } from 'node:fs';\nexport const f = readFileSync;`,
  ],
  'client-features-apart': [
    'client/src/features/a/uses-b.ts',
    `import { b } from '../b/b';\nexport const ab = b;`,
  ],
  'client-not-server': [
    'client/src/features/a/uses-server.ts',
    `import { lots } from '../../../../server/src/modules/lot/lot.service';\nexport const cs = lots;`,
  ],
};

const roots: string[] = [];
afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

function writeTree(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'layers-'));
  roots.push(root);
  for (const [file, source] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), source);
  }
  return root;
}

async function cruiseTree(files: Record<string, string>): Promise<ICruiseResult> {
  const root = writeTree(files);
  // The lot service closes the circle only when circle.ts is there.
  if (files['server/src/modules/lot/circle.ts']) {
    writeFileSync(
      path.join(root, 'server/src/modules/lot/lot.service.ts'),
      `import { parse } from '../../lib/parse';\nimport './circle';\nexport const lots = parse;`,
    );
  }
  return cruiseIn(root, ['shared', 'server', 'client'], config.forbidden);
}

/** Cruises `dirs` of a tree with the project's resolution options, checking `forbidden`. */
async function cruiseIn(
  root: string,
  dirs: string[],
  forbidden: IForbiddenRuleType[],
  includeOnly?: string,
): Promise<ICruiseResult> {
  const result = await cruise(dirs, {
    ruleSet: { forbidden },
    validate: true,
    tsPreCompilationDeps: true,
    ...(includeOnly ? { includeOnly } : {}),
    baseDir: root,
    enhancedResolveOptions: config.options.enhancedResolveOptions as never,
  });
  return result.output as ICruiseResult;
}

describe('the layer rules', () => {
  it('find nothing in a tree that keeps them', async () => {
    const result = await cruiseTree(CLEAN);
    expect(result.summary.violations).toEqual([]);
  });

  it('name every break', async () => {
    const tree = { ...CLEAN };
    for (const [file, source] of Object.values(BREAKS)) tree[file] = source;
    const result = await cruiseTree(tree);
    const broken = new Set(result.summary.violations.map((v) => v.rule.name));
    expect([...broken].sort()).toEqual(Object.keys(BREAKS).sort());
  }, 30_000);
});

/**
 * Two modules, order using lot through its face. The break below makes another file of lot use
 * order: no file circle, but a circle of the two folders.
 */
const MODULES: Record<string, string> = {
  'server/src/modules/order/index.ts': `export { orders } from './order.service';`,
  'server/src/modules/order/order.service.ts': `import { lots } from '../lot';\nexport const orders = lots;`,
  'server/src/modules/lot/index.ts': `export { lots } from './lot.service';`,
  'server/src/modules/lot/lot.service.ts': `export const lots = 1;`,
  'server/src/modules/lot/expiry.ts': `export const expiry = 2;`,
};

async function cruiseModules(files: Record<string, string>): Promise<ICruiseResult> {
  const root = writeTree(files);
  // With the layers' rules too: the circle below must be the folders' alone, not the files'.
  const forbidden = [...config.forbidden, ...modulesConfig.forbidden];
  return cruiseIn(root, ['server/src/modules'], forbidden, modulesConfig.options.includeOnly);
}

describe('the rule between modules', () => {
  it('lets one module use another', async () => {
    const result = await cruiseModules(MODULES);
    expect(result.summary.violations).toEqual([]);
  });

  it('names a circle of module folders that no file circle shows', async () => {
    const result = await cruiseModules({
      ...MODULES,
      'server/src/modules/lot/expiry.ts': `import { orders } from '../order';\nexport const expiry = orders;`,
    });
    const rules = result.summary.violations.map((v) => v.rule.name);
    expect(rules).toContain('no-circular-between-modules');
    expect(rules).not.toContain('no-circular');
  });
});
