import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  buildReport,
  buildSummary,
  histogramBins,
  reportBaseName,
  SUMMARY_KEYS,
  writeReports,
} from './report';
import { escapeHtml, niceMax, renderReportHtml } from './report-html';
import { RunStats } from './run-stats';

const TOKEN = 'tok-9d2f6b7e1a';
const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

function measured(): RunStats {
  const stats = new RunStats();
  for (let i = 0; i < 50; i += 1) {
    stats.sent();
    stats.answered(
      stats.startedAt + i * 10,
      i % 10 === 0 ? 'BID_TOO_LOW' : 'ok',
      stats.startedAt + i * 10 + 2 + (i % 5),
    );
    stats.delivered(5 + i, stats.startedAt + i * 10 + 8);
  }
  return stats;
}

describe('the report summary', () => {
  it('holds exactly the agreed fields, matches_original for a replay only', () => {
    const stats = measured();
    const summary = buildSummary(stats, { acked_lost: 0, seq_gaps: 0 });
    expect(Object.keys(summary)).toEqual([...SUMMARY_KEYS]);
    expect(summary).toMatchObject({ attempts: 50, accepted: 45, acked_lost: 0, seq_gaps: 0 });
    expect(summary.ack_p50_ms).toBeGreaterThan(0);
    expect(summary.ack_p99_ms).toBeGreaterThanOrEqual(summary.ack_p50_ms ?? 0);
    expect(summary.delivery_p99_ms).toBeGreaterThan(0);
    const replay = buildSummary(stats, { acked_lost: 0, seq_gaps: 0, matches_original: true });
    expect(Object.keys(replay)).toEqual([...SUMMARY_KEYS, 'matches_original']);
  });

  it('says null, not 0, for what was not measured', () => {
    const summary = buildSummary(new RunStats(), { acked_lost: null, seq_gaps: null });
    expect(summary).toMatchObject({
      ack_p50_ms: null,
      ack_p99_ms: null,
      delivery_p99_ms: null,
      acked_lost: null,
    });
  });

  it('names the files by host, command and time', () => {
    const at = new Date('2026-11-28T10:05:03.120Z');
    expect(reportBaseName(new URL('http://localhost:3000'), 'replay', at)).toBe(
      'localhost-3000_replay_20261128T100503Z',
    );
    expect(reportBaseName(new URL('https://kimoshdi.example.uz'), 'http', at)).toBe(
      'kimoshdi.example.uz_http_20261128T100503Z',
    );
  });

  it('bins the latencies for the histograms', () => {
    const bins = histogramBins(measured().ack);
    expect(bins.reduce((n, b) => n + b.count, 0)).toBe(50);
    expect(bins[0]?.label).toBe('<1');
  });
});

describe('the report files', () => {
  it('writes one .json and one self-contained .html, without the token anywhere', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'loadtest-report-'));
    dirs.push(dir);
    const stats = measured();
    const report = buildReport({
      command: 'storm',
      target: new URL('http://localhost:3000'),
      startedAt: new Date(),
      options: { token: TOKEN, rate: '50' },
      stats,
      summary: buildSummary(stats, { acked_lost: 0, seq_gaps: 0 }),
      warnings: [`a warning <b>with</b> ${TOKEN}`],
      details: { header: `Authorization: Bearer ${TOKEN}`, nested: { again: TOKEN } },
    });
    expect(report.options).not.toHaveProperty('token');
    const files = await writeReports(dir, report, [TOKEN]);
    expect(path.basename(files.json)).toMatch(/^localhost-3000_storm_\d{8}T\d{6}Z\.json$/);
    expect(files.html).toBe(files.json.replace(/\.json$/, '.html'));
    const json = await readFile(files.json, 'utf8');
    const html = await readFile(files.html, 'utf8');
    expect(json).not.toContain(TOKEN);
    expect(html).not.toContain(TOKEN);
    const parsed = JSON.parse(json) as { summary: Record<string, unknown> };
    expect(Object.keys(parsed)[0]).toBe('tool');
    expect(parsed.summary.attempts).toBe(50);
    // Self-contained: charts inline, nothing fetched.
    expect(html).toMatch(/^<!doctype html>/);
    expect((html.match(/<svg /g) ?? []).length).toBe(4);
    expect(html).not.toMatch(/<script|<link|src=|href=|@import|url\(/i);
    expect(html).toContain('&lt;b&gt;with&lt;/b&gt;');
  });

  it('draws an empty run without failing', () => {
    const stats = new RunStats();
    const html = renderReportHtml(
      buildReport({
        command: 'http',
        target: new URL('http://127.0.0.1:3000'),
        startedAt: new Date(),
        options: {},
        stats,
        summary: buildSummary(stats, { acked_lost: null, seq_gaps: null }),
      }),
    );
    expect(html).toContain('No latencies measured.');
  });

  it('escapes text and rounds the axes', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    expect(niceMax(37)).toBe(50);
    expect(niceMax(0)).toBe(1);
    expect(niceMax(1000)).toBe(1000);
  });
});
