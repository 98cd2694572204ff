/**
 * The structure rules that lint runs beside dependency-cruiser's (scripts/structure-check.ts): a
 * circle of rooms is found though no file circle closes it, and a repository's function is found
 * behind a module's face.
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import {
  arrowsInCircles,
  queriesOutsideRepositories,
  repositoryReads,
  roomOf,
  type RoomImport,
} from './structure-check';

const arrow = (from: string, to: string): RoomImport => ({ from, to, files: [`${from} → ${to}`] });

describe('rooms', () => {
  it.each([
    ['server/src/deps.ts', 'server/src/deps.ts'],
    ['server/src/jobs/worker.ts', 'server/src/jobs'],
    ['server/src/modules/lot/lot.service.ts', 'server/src/modules/lot'],
    ['server/src/modules/auction/room/presence.ts', 'server/src/modules/auction'],
    ['shared/src/index.ts', undefined],
  ])('%s lives in %s', (file, room) => {
    expect(roomOf(file)).toBe(room);
  });

  it('go one way when no arrow closes a circle', () => {
    const arrows = [arrow('deps', 'operations'), arrow('operations', 'jobs'), arrow('boot', 'deps')];
    expect(arrowsInCircles(arrows)).toEqual([]);
  });

  it('name every arrow of a circle, and only those', () => {
    const arrows = [
      arrow('boot', 'deps'),
      arrow('deps', 'operations'),
      arrow('operations', 'jobs'),
      arrow('jobs', 'deps'),
      arrow('jobs', 'lib'),
    ];
    const circle = arrowsInCircles(arrows).map(({ from, to }) => `${from}→${to}`);
    expect(circle.sort()).toEqual(['deps→operations', 'jobs→deps', 'operations→jobs']);
  });
});

const roots: string[] = [];
afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

/** A lot module whose face hands out a repository read, a service and a row type. */
const TREE: Record<string, string> = {
  'server/src/modules/lot/lot.repository.ts': `export interface LotRow { id: number }\nexport async function findLot(id: number): Promise<LotRow> { return { id }; }`,
  'server/src/modules/lot/lot.service.ts': `import { findLot } from './lot.repository';\nexport const lotPage = (id: number) => findLot(id);`,
  'server/src/modules/lot/index.ts': `export { findLot, type LotRow } from './lot.repository';\nexport { lotPage } from './lot.service';`,
  'server/src/modules/order/order.service.ts': `import { findLot } from '../lot';\nexport const orderLot = findLot;`,
};

/** A small tree written to a temporary folder and read as TypeScript; kysely from the project. */
function programIn(files: Record<string, string>): { program: ts.Program; root: string } {
  const root = mkdtempSync(path.join(tmpdir(), 'structure-'));
  roots.push(root);
  for (const [file, source] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), source);
  }
  const program = ts.createProgram({
    rootNames: Object.keys(files).map((file) => path.join(root, file)),
    options: {
      strict: true,
      noEmit: true,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      paths: { kysely: [path.join(process.cwd(), 'node_modules/kysely')] },
    },
  });
  return { program, root };
}

function readsIn(files: Record<string, string>) {
  const { program, root } = programIn(files);
  return repositoryReads(program, root);
}

describe('http/ and the repositories', () => {
  it('lets a route call a service and name a row type, and a module read another module', () => {
    const reads = readsIn({
      ...TREE,
      'server/src/http/lots.ts': `import { lotPage, type LotRow } from '../modules/lot';\nexport const route = (id: number): Promise<LotRow> => lotPage(id);`,
    });
    expect(reads).toEqual([]);
  });

  it('finds a repository read behind the face', () => {
    const reads = readsIn({
      ...TREE,
      'server/src/http/lots.ts': `import { findLot } from '../modules/lot';\nexport const route = findLot;`,
    });
    expect(reads).toEqual([
      {
        at: 'server/src/http/lots.ts:1',
        name: 'findLot',
        origin: 'server/src/modules/lot/lot.repository.ts',
      },
    ]);
  });
});

describe('queries and the repositories', () => {
  const queriesIn = (files: Record<string, string>) => {
    const { program, root } = programIn(files);
    return queriesOutsideRepositories(program, root).map((found) => `${found.at} ${found.builder}`);
  };
  const DB = `import { sql, type Kysely } from 'kysely';\nexport type Db = Kysely<{ lots: { id: number } }>;\nexport { sql };`;

  it('lets a repository build queries, and a service call it', () => {
    const found = queriesIn({
      'server/src/db/database.ts': DB,
      'server/src/modules/lot/lot.repository.ts': `import { sql, type Db } from '../../db/database';\nexport const ids = (db: Db) => db.selectFrom('lots').select(sql<number>\`1\`.as('one')).execute();`,
      'server/src/modules/lot/lot.service.ts': `import type { Db } from '../../db/database';\nimport { ids } from './lot.repository';\nconst other = { with: (x: number) => x };\nexport const count = async (db: Db) => (await ids(db)).length + other.with(1);`,
    });
    expect(found).toEqual([]);
  });

  it('finds a builder and a raw query outside a repository', () => {
    const found = queriesIn({
      'server/src/db/database.ts': DB,
      'server/src/modules/lot/lot.service.ts': `import { sql, type Db } from '../../db/database';\nexport const ids = (db: Db) =>\n  db.selectFrom('lots').select('id').execute();\nexport const now = (db: Db) => sql\`select now()\`.execute(db);`,
      'server/src/http/lots.ts': `import type { Db } from '../db/database';\nexport const route = (db: Db) => db.deleteFrom('lots').execute();`,
    });
    expect(found.sort()).toEqual([
      'server/src/http/lots.ts:2 deleteFrom',
      'server/src/modules/lot/lot.service.ts:3 selectFrom',
      'server/src/modules/lot/lot.service.ts:4 sql',
    ]);
  });
});
