/**
 * The client router's pages as data, read from client/src/app/router.tsx by the TypeScript parser:
 * for every URL pattern that renders a lazy page, the page files along the route's chain (the
 * cabinet's layout, then the page) and the text namespaces they ask for. The build writes this
 * next to Vite's manifest (client/build/route-preloads.ts), so the server can name a page's chunks in
 * index.html before any script runs (issue 15: the first load on a slow mobile network).
 *
 * The router is read, not run: it is TSX with React components. What it recognises is the router's
 * own shape: route objects with `path` (a string or `ROUTES.key`), `index`, `children` and
 * `lazy: page(() => import('…/routes/x'), pick, ['namespace', …])`, written in place or named (a
 * const of the file, or a list of an area file spread into it: `...cabinetRoutes`). A route object with a `lazy` that is not such a call is an error here,
 * so a new way of writing routes is noticed at build time rather than silently not preloaded.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export interface RouterPage {
  /** The full URL pattern, as react-router reads it: "/lot-view/:id", "/profile/*". */
  pattern: string;
  /** The page files below client/src/app/routes along the route's chain, outermost first. */
  pages: string[];
  /** The namespaces every page of the chain asks for, each once. */
  namespaces: string[];
  /** Each page of the chain with its own namespaces. */
  chain: { page: string; namespaces: string[] }[];
}

export const ROUTER_FILE = path.resolve(import.meta.dirname, '../src/app/router.tsx');
/** Imports of shared's files (`@kimoshdi/shared/x` is shared/src/x.ts, shared/package.json). */
const SHARED = '@kimoshdi/shared/';
const SHARED_DIR = path.resolve(import.meta.dirname, '../../shared/src');

function propertyOf(object: ts.ObjectLiteralExpression, name: string): ts.Expression | undefined {
  for (const property of object.properties) {
    if (ts.isPropertyAssignment(property) && property.name.getText() === name) return property.initializer;
  }
  return undefined;
}

function stringsOf(node: ts.Expression | undefined): string[] {
  if (!node || !ts.isArrayLiteralExpression(node)) return [];
  return node.elements.filter(ts.isStringLiteralLike).map((element) => element.text);
}

/** `page(() => import('../routes/x'), pick, [...])` → the page file (below routesDir) and its namespaces. */
function lazyPage(
  call: ts.Expression,
  source: ts.SourceFile,
  routesDir: string,
): { page: string; namespaces: string[] } {
  const where = () =>
    `${path.basename(source.fileName)}:${source.getLineAndCharacterOfPosition(call.pos).line + 1}`;
  if (!ts.isCallExpression(call) || call.expression.getText() !== 'page') {
    throw new Error(`${where()}: a lazy route that is not page(() => import(…), …)`);
  }
  const [load, , namespaces] = call.arguments;
  let specifier: string | undefined;
  const findImport = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      specifier = node.arguments[0].text;
    }
    ts.forEachChild(node, findImport);
  };
  if (load) findImport(load);
  const page = specifier && path.relative(routesDir, path.resolve(path.dirname(source.fileName), specifier));
  if (!page || page.startsWith('..') || path.isAbsolute(page))
    throw new Error(`${where()}: page() without import('…/routes/…')`);
  return { page: `${page.split(path.sep).join('/')}.tsx`, namespaces: stringsOf(namespaces) };
}

function joinPattern(parent: string, segment: string | undefined): string {
  if (segment === undefined) return parent;
  if (segment.startsWith('/')) return segment;
  return parent === '/' ? `/${segment}` : `${parent}/${segment}`;
}

/** The parsed files the router reads: router.tsx, its areas (app/router/) and config/paths.ts. */
class Sources {
  private readonly parsed = new Map<string, ts.SourceFile>();

  get(file: string): ts.SourceFile {
    let source = this.parsed.get(file);
    if (!source) {
      source = ts.createSourceFile(
        file,
        readFileSync(file, 'utf8'),
        ts.ScriptTarget.Latest,
        true,
        ts.ScriptKind.TSX,
      );
      this.parsed.set(file, source);
    }
    return source;
  }

  /** The file a relative import of `from` names, or one of shared's (config/paths.ts's table). */
  resolve(from: ts.SourceFile, specifier: string): string {
    const base = specifier.startsWith(SHARED)
      ? path.join(SHARED_DIR, specifier.slice(SHARED.length))
      : path.resolve(path.dirname(from.fileName), specifier);
    const file = [`${base}.tsx`, `${base}.ts`].find((candidate) => existsSync(candidate));
    if (!file) throw new Error(`${path.basename(from.fileName)}: cannot find ${specifier}`);
    return file;
  }

  /** What a name of `source` stands for: its top-level const's value, followed into imports. */
  valueOf(source: ts.SourceFile, name: string): { source: ts.SourceFile; node: ts.Expression } | undefined {
    for (const statement of source.statements) {
      if (ts.isVariableStatement(statement)) {
        for (const declaration of statement.declarationList.declarations) {
          if (
            ts.isIdentifier(declaration.name) &&
            declaration.name.text === name &&
            declaration.initializer
          ) {
            // `const ROUTES = APP_ROUTES`: the name it stands for.
            if (ts.isIdentifier(declaration.initializer) && declaration.initializer.text !== name) {
              return this.valueOf(source, declaration.initializer.text);
            }
            return { source, node: declaration.initializer };
          }
        }
      }
      if (
        ts.isImportDeclaration(statement) &&
        ts.isStringLiteralLike(statement.moduleSpecifier) &&
        (statement.moduleSpecifier.text.startsWith('.') ||
          statement.moduleSpecifier.text.startsWith(SHARED)) &&
        statement.importClause?.namedBindings &&
        ts.isNamedImports(statement.importClause.namedBindings)
      ) {
        for (const element of statement.importClause.namedBindings.elements) {
          if (element.name.text !== name) continue;
          const target = this.get(this.resolve(source, statement.moduleSpecifier.text));
          return this.valueOf(target, (element.propertyName ?? element.name).text);
        }
      }
    }
    return undefined;
  }

  /** A string written in place, or a `CONST.key` of a const object of strings (ROUTES.lotView). */
  stringOf(source: ts.SourceFile, node: ts.Expression | undefined): string | undefined {
    if (!node) return undefined;
    if (ts.isStringLiteralLike(node)) return node.text;
    if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression)) {
      const object = this.valueOf(source, node.expression.text);
      let value = object?.node;
      while (value && (ts.isAsExpression(value) || ts.isSatisfiesExpression(value))) value = value.expression;
      if (object && value && ts.isObjectLiteralExpression(value)) {
        return this.stringOf(object.source, propertyOf(value, node.name.text));
      }
    }
    throw new Error(`${path.basename(source.fileName)}: a route path that is neither a string nor CONST.key`);
  }
}

/**
 * Reads the router's table from `file` (router.tsx): route objects written in place, a name of a
 * route object or list (`notFound`, `...publicRoutes`) followed to its const, in the file or in the
 * one it is imported from, and a path written as a string or as `ROUTES.key` (config/paths.ts).
 */
export function readRouterPages(file = ROUTER_FILE): RouterPage[] {
  const sources = new Sources();
  const routesDir = path.join(path.dirname(file), 'routes');
  const found: RouterPage[] = [];
  const visitRoute = (
    source: ts.SourceFile,
    element: ts.Expression,
    parent: string,
    chain: { page: string; namespaces: string[] }[],
  ) => {
    if (ts.isSpreadElement(element) || ts.isIdentifier(element)) {
      const name = ts.isSpreadElement(element) ? element.expression : element;
      const value = ts.isIdentifier(name) ? sources.valueOf(source, name.text) : undefined;
      if (!value)
        throw new Error(`${path.basename(source.fileName)}: cannot find the routes ${name.getText()}`);
      if (ts.isArrayLiteralExpression(value.node)) {
        for (const inner of value.node.elements) visitRoute(value.source, inner, parent, chain);
      } else visitRoute(value.source, value.node, parent, chain);
      return;
    }
    if (!ts.isObjectLiteralExpression(element)) return;
    const pattern = joinPattern(parent, sources.stringOf(source, propertyOf(element, 'path')));
    const lazy = propertyOf(element, 'lazy');
    const here = lazy ? [...chain, lazyPage(lazy, source, routesDir)] : chain;
    const children = propertyOf(element, 'children');
    if (children && ts.isArrayLiteralExpression(children)) {
      for (const child of children.elements) visitRoute(source, child, pattern, here);
    } else if (lazy) {
      found.push({
        pattern,
        pages: here.map((link) => link.page),
        namespaces: [...new Set(here.flatMap((link) => link.namespaces))],
        chain: here,
      });
    }
  };
  const source = sources.get(file);
  const findRouter = (node: ts.Node) => {
    if (ts.isCallExpression(node) && node.expression.getText() === 'createBrowserRouter') {
      const [routes] = node.arguments;
      if (routes && ts.isArrayLiteralExpression(routes)) {
        for (const element of routes.elements) visitRoute(source, element, '/', []);
      }
      return;
    }
    ts.forEachChild(node, findRouter);
  };
  findRouter(source);
  if (found.length === 0) throw new Error(`${file}: no createBrowserRouter([...]) with lazy pages found`);
  return found;
}
