/**
 * One Lighthouse audit of one address, and the median row of several (loadtest/scenarios/lighthouse.ts).
 * Scores are Lighthouse's 0-1 turned into 0-100 as its report shows them.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type lighthouseFunction from 'lighthouse';
import type { Result } from 'lighthouse';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** Audits whose details say why the page shifts or starts late; the report keeps their items. */
const CAUSES = [
  'layout-shifts',
  'layout-shift-elements',
  'render-blocking-resources',
  'unused-javascript',
  'unused-css-rules',
  'largest-contentful-paint-element',
  'unsized-images',
];

export interface AuditRun {
  performance: number | null;
  accessibility: number | null;
  best_practices: number | null;
  seo: number | null;
  lcp_ms: number | null;
  tbt_ms: number | null;
  cls: number | null;
  findings: Findings;
}

/** What the run blamed: the cause audits' items and every failing audit outside performance. */
export interface Findings {
  causes: Record<string, Item[]>;
  failing: { id: string; category: string; title: string; explanation?: string; items: Item[] }[];
}

/** One row of an audit's details, cut to what says where to look. */
export interface Item {
  url?: string;
  selector?: string;
  snippet?: string;
  wasted_kb?: number;
  wasted_ms?: number;
  score?: number;
  /** A console error's message, a failing link's text. */
  text?: string;
}

/** One row of the report's summary: medians over the runs of one page in one language. */
export type PageAuditRow = { [field: string]: string | number | null } & Omit<AuditRun, 'findings'> & {
    page: string;
    language: string;
    load_average: number;
  };

type Lighthouse = typeof lighthouseFunction;

export async function auditPage(lighthouse: Lighthouse, port: number, url: string): Promise<AuditRun> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const lhr = result.lhr;
  saveWholeReport(lhr);
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  const score = (id: string) => {
    const value = lhr.categories[id]?.score;
    return value === null || value === undefined ? null : Math.round(value * 100);
  };
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? null;
  const rounded = (value: number | null, digits: number) =>
    value === null ? null : Math.round(value * 10 ** digits) / 10 ** digits;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    best_practices: score('best-practices'),
    seo: score('seo'),
    lcp_ms: rounded(numeric('largest-contentful-paint'), 0),
    tbt_ms: rounded(numeric('total-blocking-time'), 0),
    cls: rounded(numeric('cumulative-layout-shift'), 3),
    findings: findingsOf(lhr),
  };
}

/**
 * LIGHTHOUSE_LHR_DIR keeps each audit's whole result (its network requests, the LCP's phases, the
 * main thread's tasks) for a closer look than the report's findings; off by default (about 1 MB each).
 */
function saveWholeReport(lhr: Result): void {
  const dir = process.env.LIGHTHOUSE_LHR_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const name = `${new URL(lhr.finalDisplayedUrl).pathname.replace(/\W+/g, '_')}-${Date.now()}.json`;
  writeFileSync(path.join(dir, name), JSON.stringify(lhr));
}

function findingsOf(lhr: Result): Findings {
  const causes: Record<string, Item[]> = {};
  for (const id of CAUSES) {
    // Whatever it lists, passed or not: a layout shift under the target still has its elements.
    const items = itemsOf(lhr.audits[id]?.details);
    if (items.length > 0) causes[id] = items;
  }
  const failing: Findings['failing'] = [];
  for (const [category, entry] of Object.entries(lhr.categories)) {
    if (category === 'performance') continue;
    for (const ref of entry.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (!audit || ref.weight === 0 || audit.score === null || audit.score === 1) continue;
      failing.push({
        id: ref.id,
        category,
        title: audit.title,
        ...(audit.explanation ? { explanation: audit.explanation } : {}),
        items: itemsOf(audit.details),
      });
    }
  }
  return { causes, failing };
}

/** The bench server's own addresses without its origin (its port changes every run); others whole. */
function local(url: string): string {
  return url.replace(/^http:\/\/127\.0\.0\.1(:\d+)?(?=\/|$)/, '');
}

/** Table, opportunity and list details alike: each row's address, element and waste. */
export function itemsOf(details: unknown): Item[] {
  const rows = (details as { items?: unknown[] } | undefined)?.items ?? [];
  const out: Item[] = [];
  for (const row of rows) {
    const record = row as Record<string, unknown>;
    // A list (LCP element) holds tables: take their rows.
    if (record.type === 'table' || record.type === 'list') {
      out.push(...itemsOf(record));
      continue;
    }
    const node = record.node as { selector?: string; snippet?: string } | undefined;
    const item: Item = {};
    if (typeof record.url === 'string') item.url = local(record.url);
    if (node?.selector) item.selector = node.selector;
    if (node?.snippet) item.snippet = node.snippet.slice(0, 160);
    if (typeof record.wastedBytes === 'number') item.wasted_kb = Math.round(record.wastedBytes / 102.4) / 10;
    if (typeof record.wastedMs === 'number') item.wasted_ms = Math.round(record.wastedMs);
    if (typeof record.score === 'number') item.score = Math.round(record.score * 1000) / 1000;
    if (typeof record.description === 'string') item.text = record.description.slice(0, 300);
    const source = (record.sourceLocation as { url?: string } | undefined)?.url;
    if (!item.url && source) item.url = local(source);
    if (Object.keys(item).length > 0) out.push(item);
  }
  return out.slice(0, 10);
}

/** The middle value of the known ones (the lower middle of an even count); null when none is known. */
export function median(values: (number | null)[]): number | null {
  const known = values.filter((value): value is number => value !== null).sort((a, b) => a - b);
  return known[Math.floor((known.length - 1) / 2)] ?? null;
}

export function medianRow(
  page: string,
  language: string,
  runs: AuditRun[],
  loadAverage: number,
): PageAuditRow {
  const of = (field: Exclude<keyof AuditRun, 'findings'>) => median(runs.map((run) => run[field]));
  return {
    page,
    language,
    performance: of('performance'),
    accessibility: of('accessibility'),
    best_practices: of('best_practices'),
    seo: of('seo'),
    lcp_ms: of('lcp_ms'),
    tbt_ms: of('tbt_ms'),
    cls: of('cls'),
    load_average: loadAverage,
  };
}
