/**
 * Which of the app's pages an address opens (shared APP_ROUTES, the table the client's router
 * reads), so that an address no page has answers 404. Parameters match one path segment each, as
 * in react-router.
 */
import { APP_ROUTES, type AppRoute } from '@kimoshdi/shared/domain/navigation/app-routes';

export interface MatchedRoute {
  route: AppRoute | 'root';
  params: Record<string, string>;
}

interface CompiledRoute {
  route: AppRoute;
  pattern: RegExp;
  names: string[];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function compile(route: AppRoute, pattern: string): CompiledRoute {
  const names: string[] = [];
  const source = pattern
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return escapeRegExp(segment);
      names.push(segment.slice(1));
      return '([^/]+)';
    })
    .join('/');
  // A trailing slash opens the same page, as in the client's router.
  return { route, pattern: new RegExp(`^${source}/?$`, 'i'), names };
}

const COMPILED = (Object.entries(APP_ROUTES) as [AppRoute, string][]).map(([route, pattern]) =>
  compile(route, pattern),
);

export function matchRoute(path: string): MatchedRoute | undefined {
  // `/` sends the visitor on to /home (client/src/app/router.tsx).
  if (path === '/') return { route: 'root', params: {} };
  for (const { route, pattern, names } of COMPILED) {
    const found = pattern.exec(path);
    if (!found) continue;
    const params: Record<string, string> = {};
    names.forEach((name, index) => {
      params[name] = safeDecode(found[index + 1] ?? '');
    });
    return { route, params };
  }
  return undefined;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
