import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { AppError } from './app-error';
import { bidAckDuration, registry, timeBidAck } from './metrics';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

/** Series names the registry exposes: each metric, and a histogram's _bucket, _sum and _count. */
function exposedNames(): Set<string> {
  const names = new Set<string>();
  for (const metric of registry.getMetricsAsArray() as unknown as { name: string; type?: string }[]) {
    names.add(metric.name);
    if (metric.type === 'histogram')
      for (const suffix of ['_bucket', '_sum', '_count']) names.add(`${metric.name}${suffix}`);
  }
  return names;
}

/** Prometheus' own series, not ours. */
const BUILT_IN = new Set(['up']);
const KEYWORDS = new Set(['and', 'or', 'unless', 'bool', 'offset', 'by', 'without', 'on', 'ignoring']);

/** The series names a PromQL expression reads: what is left once labels, ranges, groupings and calls are out. */
function seriesOf(expr: string): string[] {
  const bare = expr
    .replace(/"(?:[^"\\]|\\.)*"/g, '')
    .replace(/\{[^}]*\}/g, '')
    .replace(/\[[^\]]*\]/g, '')
    .replace(/\b(by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, '');
  return [...bare.matchAll(/([A-Za-z_:][A-Za-z0-9_:]*)(\s*\()?/g)]
    .filter((match) => !match[2] && !KEYWORDS.has(match[1]!))
    .map((match) => match[1]!);
}

function exprsOfDashboard(): string[] {
  const dashboard = JSON.parse(read('deploy/grafana/kimoshdi-dashboard.json')) as {
    panels: { type: string; title: string; targets?: { expr: string }[] }[];
  };
  return dashboard.panels.flatMap((panel) => (panel.targets ?? []).map((target) => target.expr));
}

function exprsOfAlerts(): string[] {
  const alerts = parse(read('deploy/prometheus/alerts.yml')) as {
    groups: { rules: { alert: string; expr: string }[] }[];
  };
  return alerts.groups.flatMap((group) => group.rules.map((rule) => rule.expr));
}

describe('the dashboard and the alerts', () => {
  it.each([
    ['deploy/grafana/kimoshdi-dashboard.json', exprsOfDashboard],
    ['deploy/prometheus/alerts.yml', exprsOfAlerts],
  ])('%s reads only series the registry exposes', (_file, exprsOf) => {
    const exprs = exprsOf();
    expect(exprs.length).toBeGreaterThan(5);
    const exposed = exposedNames();
    const used = exprs.flatMap(seriesOf);
    expect(used.length).toBeGreaterThanOrEqual(exprs.length);
    expect(used.filter((name) => !exposed.has(name) && !BUILT_IN.has(name))).toEqual([]);
  });

  it('has panels for the live auction, the HTTP API, jobs and money', () => {
    const exprs = exprsOfDashboard().join('\n');
    for (const name of [
      'kimoshdi_bid_ack_duration_seconds_bucket',
      'kimoshdi_bid_commit_batch_rows_bucket',
      'kimoshdi_bid_commit_duration_seconds_bucket',
      'kimoshdi_reconciler_copied_bids_total',
      'kimoshdi_socket_connections',
      'kimoshdi_auction_lot_people',
      'http_request_duration_seconds_bucket',
      'kimoshdi_queue_jobs',
      'kimoshdi_jobs_total',
      'kimoshdi_payments_total',
      'kimoshdi_messages_total',
    ])
      expect(exprs).toContain(name);
  });

  it('alerts on slow acks, failing commits, reconciler gaps, stuck queues, readiness, code pumping and messages given up', () => {
    const alerts = parse(read('deploy/prometheus/alerts.yml')) as {
      groups: { name: string; rules: { alert: string; expr: string; labels: { severity: string } }[] }[];
    };
    const rules = alerts.groups.flatMap((group) => group.rules);
    const named = (name: string) => alerts.groups.find((group) => group.name === name)?.rules ?? [];
    // Delivery slowing down, 5xx, payment callbacks, the pool and the event loop (docker compose
    // --profile monitoring runs them).
    expect(named('kimoshdi-operations').map((rule) => rule.alert)).toEqual(
      expect.arrayContaining([
        'KimoshdiMessagesDelayed',
        'KimoshdiHttpErrors',
        'KimoshdiPaymentCallbacksFailing',
        'KimoshdiPostgresPoolSaturated',
        'KimoshdiEventLoopLag',
      ]),
    );
    expect(named('kimoshdi').map((rule) => rule.alert)).toEqual([
      'KimoshdiBidAcksSlow',
      'KimoshdiBidCommitsFailing',
      'KimoshdiReconcilerFoundGaps',
      'KimoshdiQueueStuck',
      'KimoshdiNotReady',
      'KimoshdiTargetDown',
      'KimoshdiCodeSendingPaused',
      'KimoshdiMessagesFailing',
    ]);
    for (const rule of rules) expect(rule.labels.severity).toBe('page');
  });

  it('prometheus.yml loads the alerts and scrapes the web processes and the workers', () => {
    const config = parse(read('deploy/prometheus/prometheus.yml')) as {
      rule_files: string[];
      scrape_configs: { job_name: string }[];
    };
    expect(config.rule_files).toEqual(['alerts.yml']);
    expect(config.scrape_configs.map((job) => job.job_name)).toEqual(['kimoshdi-web', 'kimoshdi-worker']);
  });
});

describe('timeBidAck', () => {
  async function countOf(transport: string, outcome: string): Promise<number> {
    const { values } = await bidAckDuration.get();
    return (
      values.find(
        (value) =>
          value.metricName === 'kimoshdi_bid_ack_duration_seconds_count' &&
          value.labels.transport === transport &&
          value.labels.outcome === outcome,
      )?.value ?? 0
    );
  }

  it.each([
    ['accepted', () => Promise.resolve({ ok: true })],
    ['refused', () => Promise.reject(new AppError('BID_TOO_LOW'))],
    ['failed', () => Promise.reject(new AppError('SERVICE_UNAVAILABLE'))],
    ['failed', () => Promise.reject(new Error('connection terminated'))],
  ])('counts a bid %s, and passes its answer or error on', async (outcome, work) => {
    const before = await countOf('socket', outcome);
    const settled = await timeBidAck('socket', work).then(
      (answer) => ({ answer }),
      (error: unknown) => ({ error }),
    );
    expect(await countOf('socket', outcome)).toBe(before + 1);
    if (outcome === 'accepted') expect(settled).toEqual({ answer: { ok: true } });
    else expect(settled).toHaveProperty('error');
  });
});
