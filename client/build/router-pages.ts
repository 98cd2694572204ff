/**
 * The client router's pages as data, read from client/src/app/router.tsx by the TypeScript parser:
 * for every URL pattern that renders a lazy page, the page files along the route's chain (the
 * cabinet's layout, then the page) and the text namespaces they ask for. The build writes this
 * next to Vite's manifest (client/build/route-preloads.ts), so the server can name a page's chunks in
 * index.html before any script runs (issue 15: the first load on a slow mobile network).
 *
 * The router is read, not run: it is TSX with React components. What it recognises is the router's
 * own shape: route objects with `path`, `index`, `children` and `lazy: page(() => import('./routes/x'),
 * pick, ['namespace', …])`. A route object with a `lazy` that is not such a call is an error here,
 * so a new way of writing routes is noticed at build time rather than silently not preloaded.
 */
import { readFileSync } from 'node:fs';
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
const ROUTES_PREFIX = './routes/';

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

/** `page(() => import('./routes/x'), pick, [...])` → the page file and its namespaces. */
function lazyPage(call: ts.Expression, source: ts.SourceFile): { page: string; namespaces: string[] } {
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
  if (!specifier?.startsWith(ROUTES_PREFIX))
    throw new Error(`${where()}: page() without import('./routes/…')`);
  return { page: `${specifier.slice(ROUTES_PREFIX.length)}.tsx`, namespaces: stringsOf(namespaces) };
}

function joinPattern(parent: string, segment: string | undefined): string {
  if (segment === undefined) return parent;
  if (segment.startsWith('/')) return segment;
  return parent === '/' ? `/${segment}` : `${parent}/${segment}`;
}

export function readRouterPages(file = ROUTER_FILE): RouterPage[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const found: RouterPage[] = [];
  const visitRoutes = (
    list: ts.ArrayLiteralExpression,
    parent: string,
    chain: { page: string; namespaces: string[] }[],
  ) => {
    for (const element of list.elements) {
      if (!ts.isObjectLiteralExpression(element)) continue;
      const pathNode = propertyOf(element, 'path');
      const pattern = joinPattern(
        parent,
        pathNode && ts.isStringLiteralLike(pathNode) ? pathNode.text : undefined,
      );
      const lazy = propertyOf(element, 'lazy');
      const here = lazy ? [...chain, lazyPage(lazy, source)] : chain;
      const children = propertyOf(element, 'children');
      if (children && ts.isArrayLiteralExpression(children)) {
        visitRoutes(children, pattern, here);
      } else if (lazy) {
        found.push({
          pattern,
          pages: here.map((link) => link.page),
          namespaces: [...new Set(here.flatMap((link) => link.namespaces))],
          chain: here,
        });
      }
    }
  };
  const findRouter = (node: ts.Node) => {
    if (ts.isCallExpression(node) && node.expression.getText() === 'createBrowserRouter') {
      const [routes] = node.arguments;
      if (routes && ts.isArrayLiteralExpression(routes)) visitRoutes(routes, '/', []);
      return;
    }
    ts.forEachChild(node, findRouter);
  };
  findRouter(source);
  if (found.length === 0) throw new Error(`${file}: no createBrowserRouter([...]) with lazy pages found`);
  return found;
}
