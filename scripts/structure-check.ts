/**
 * Three rules of the server's structure that dependency-cruiser cannot state, run by `npm run lint`
 * after its rules (docs/architecture.md section 4):
 *
 * - Rooms one way. Read as rooms (each file or folder straight under server/src, each module folder
 *   under modules/), the server's imports never run in a circle: no import climbs back up to a room
 *   that already uses its own. dependency-cruiser's circles are of files, and of sibling folders at
 *   best; a circle through a root file such as deps.ts shows only here.
 * - http/ reads no repository. A module's face (index.ts) may hand other modules its repository's
 *   functions (they share a transaction); a route calls services, queries and commands instead. The
 *   face hides where a name comes from, so the check asks TypeScript for the file that declares
 *   every name http/ imports from a module.
 * - Queries only in repositories: no kysely query builder (selectFrom, insertInto, ...) and no
 *   kysely `sql` template in modules/ or http/ outside a `*.repository.ts`, found by what the
 *   names resolve to, not by their spelling.
 *
 * `tsx scripts/structure-check.ts` prints each break and exits 1 when there is one.
 */
import path from 'node:path';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import ts from 'typescript';
import { runIfMain } from './lib/run-if-main';

export interface RoomImport {
  from: string;
  to: string;
  /** The file imports behind the arrow between the two rooms. */
  files: string[];
}

/** The room a server file belongs to, or undefined for a file outside server/src. */
export function roomOf(file: string): string | undefined {
  const match = /^server\/src\/(modules\/[^/]+|[^/]+)/.exec(file);
  return match ? `server/src/${match[1]}` : undefined;
}

/** The arrows between rooms, each with the file imports behind it. */
export function roomImports(result: ICruiseResult): RoomImport[] {
  const arrows = new Map<string, RoomImport>();
  for (const module of result.modules) {
    const from = roomOf(module.source);
    if (!from) continue;
    for (const dependency of module.dependencies) {
      const to = roomOf(dependency.resolved);
      if (!to || to === from) continue;
      const key = `${from} ${to}`;
      const arrow = arrows.get(key) ?? { from, to, files: [] };
      arrow.files.push(`${module.source} → ${dependency.resolved}`);
      arrows.set(key, arrow);
    }
  }
  return [...arrows.values()];
}

/** The arrows that close a circle of rooms: those between two rooms of one strongly connected part. */
export function arrowsInCircles(arrows: RoomImport[]): RoomImport[] {
  const next = new Map<string, string[]>();
  for (const { from, to } of arrows) next.set(from, [...(next.get(from) ?? []), to]);
  // Tarjan's algorithm: rooms get the number of the part they belong to.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const part = new Map<string, number>();
  const stack: string[] = [];
  let counter = 0;
  const visit = (room: string): void => {
    index.set(room, counter);
    low.set(room, counter);
    counter += 1;
    stack.push(room);
    for (const to of next.get(room) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(room, Math.min(low.get(room)!, low.get(to)!));
      } else if (!part.has(to)) {
        low.set(room, Math.min(low.get(room)!, index.get(to)!));
      }
    }
    if (low.get(room) !== index.get(room)) return;
    for (;;) {
      const member = stack.pop()!;
      part.set(member, index.get(room)!);
      if (member === room) break;
    }
  };
  for (const { from } of arrows) if (!index.has(from)) visit(from);
  return arrows.filter(({ from, to }) => part.get(from) === part.get(to));
}

export interface RepositoryRead {
  /** file:line of the import in http/. */
  at: string;
  name: string;
  /** The repository that declares the name. */
  origin: string;
}

/** Every value (a function, a constant) a file of http/ imports from a module that a repository declares. */
export function repositoryReads(program: ts.Program, root: string): RepositoryRead[] {
  const checker = program.getTypeChecker();
  const relative = (file: string) => path.relative(root, file).split(path.sep).join('/');
  const reads: RepositoryRead[] = [];
  for (const source of program.getSourceFiles()) {
    const file = relative(source.fileName);
    if (!file.startsWith('server/src/http/')) continue;
    for (const statement of source.statements) {
      if (!ts.isImportDeclaration(statement) && !ts.isExportDeclaration(statement)) continue;
      const specifier = statement.moduleSpecifier;
      if (!specifier || !ts.isStringLiteral(specifier) || !specifier.text.includes('modules/')) continue;
      for (const element of importedNames(statement)) {
        let symbol = checker.getSymbolAtLocation(element);
        if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
        // A row's type may pass: services hand the same shapes to their callers.
        if (!symbol || !(symbol.flags & ts.SymbolFlags.Value)) continue;
        for (const declaration of symbol.declarations ?? []) {
          const origin = relative(declaration.getSourceFile().fileName);
          if (!/^server\/src\/modules\/.+\.repository\.ts$/.test(origin)) continue;
          const { line } = source.getLineAndCharacterOfPosition(statement.getStart());
          reads.push({ at: `${file}:${line + 1}`, name: element.text, origin });
        }
      }
    }
  }
  return reads;
}

function importedNames(statement: ts.ImportDeclaration | ts.ExportDeclaration): ts.ModuleExportName[] {
  if (ts.isExportDeclaration(statement)) {
    const clause = statement.exportClause;
    return clause && ts.isNamedExports(clause) ? clause.elements.map((element) => element.name) : [];
  }
  const clause = statement.importClause;
  if (!clause) return [];
  const names: ts.ModuleExportName[] = clause.name ? [clause.name] : [];
  const bindings = clause.namedBindings;
  if (bindings && ts.isNamedImports(bindings))
    names.push(...bindings.elements.map((element) => element.name));
  return names;
}

const BUILDERS = new Set([
  'selectFrom',
  'insertInto',
  'updateTable',
  'deleteFrom',
  'replaceInto',
  'mergeInto',
  'selectNoFrom',
  'with',
]);

export interface QueryOutsideRepository {
  /** file:line of the query. */
  at: string;
  /** The builder called, or `sql` for a raw query. */
  builder: string;
}

/**
 * Every query built in a module or a route outside a repository: a call of kysely's query
 * builders on a Kysely, a Transaction or a QueryCreator, or a kysely `sql` template. `allowed`
 * names the files that may still (each with its reason where the list is kept).
 */
export function queriesOutsideRepositories(
  program: ts.Program,
  root: string,
  allowed: ReadonlySet<string> = new Set(),
): QueryOutsideRepository[] {
  const checker = program.getTypeChecker();
  const relative = (file: string) => path.relative(root, file).split(path.sep).join('/');
  const fromKysely = (node: ts.Node): boolean => {
    let symbol = checker.getSymbolAtLocation(node);
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
    return (symbol?.declarations ?? []).some((d) =>
      d.getSourceFile().fileName.includes('/node_modules/kysely/'),
    );
  };
  const found: QueryOutsideRepository[] = [];
  for (const source of program.getSourceFiles()) {
    const file = relative(source.fileName);
    if (!/^server\/src\/(modules|http)\//.test(file) || /\.(repository|test)\.ts$/.test(file)) continue;
    if (allowed.has(file)) continue;
    const at = (node: ts.Node) => `${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
    const visit = (node: ts.Node): void => {
      if (
        ts.isCallExpression(node) &&
        ts.isPropertyAccessExpression(node.expression) &&
        BUILDERS.has(node.expression.name.text) &&
        fromKysely(node.expression.name)
      ) {
        found.push({ at: at(node), builder: node.expression.name.text });
      } else if (ts.isTaggedTemplateExpression(node) && fromKysely(node.tag)) {
        found.push({ at: at(node), builder: 'sql' });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

/** The server's TypeScript program, as `tsc -p server` reads it. */
export function serverProgram(root: string): ts.Program {
  const configFile = path.join(root, 'server/tsconfig.json');
  const { config } = ts.readConfigFile(configFile, (file) => ts.sys.readFile(file));
  const parsed = ts.parseJsonConfigFileContent(config, ts.sys, path.dirname(configFile));
  return ts.createProgram({ rootNames: parsed.fileNames, options: { ...parsed.options, noEmit: true } });
}

async function main(): Promise<number> {
  const root = process.cwd();
  const result = (
    await cruise(['server/src'], {
      tsPreCompilationDeps: true,
      includeOnly: '^server/src/',
      exclude: { path: '\\.test\\.ts$' },
      doNotFollow: { path: 'node_modules' },
    })
  ).output as ICruiseResult;
  const circles = arrowsInCircles(roomImports(result));
  for (const arrow of circles) {
    console.error(`rooms in a circle: ${arrow.from} → ${arrow.to}\n  ${arrow.files.join('\n  ')}`);
  }
  const program = serverProgram(root);
  const reads = repositoryReads(program, root);
  for (const read of reads)
    console.error(`http/ reads a repository: ${read.at} ${read.name} (${read.origin})`);
  const queries = queriesOutsideRepositories(program, root);
  for (const query of queries) console.error(`a query outside a repository: ${query.at} (${query.builder})`);
  const broken = circles.length + reads.length + queries.length;
  if (broken === 0) console.log('✔ rooms one way; http/ reads no repository; queries only in repositories');
  return broken === 0 ? 0 : 1;
}

runIfMain(import.meta.url, main);
