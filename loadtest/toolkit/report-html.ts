/**
 * The report as one HTML file with nothing to fetch: the summary as a table, and the charts drawn
 * here as inline SVG (latency over time, the ack and delivery histograms, the outcomes), so it
 * opens offline and can be mailed or attached to a ticket as it is.
 */
import type { Bin, ToolkitReport } from './report-types';

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const W = 720;
const H = 260;
const PAD = { left: 56, right: 16, top: 16, bottom: 36 };
const COLORS = { ack: '#1f6feb', delivery: '#d97706', ok: '#15803d', bad: '#b91c1c', grid: '#d0d7de' };

/** A round axis maximum at or above `value`: 1, 2 or 5 times a power of ten. */
export function niceMax(value: number): number {
  if (!(value > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  for (const m of [1, 2, 5, 10]) if (m * power >= value) return m * power;
  return 10 * power;
}

function axes(xLabel: string, yLabel: string, yMax: number): string {
  const plotH = H - PAD.top - PAD.bottom;
  const ticks = [0, 0.25, 0.5, 0.75, 1].map((f) => {
    const y = PAD.top + plotH * (1 - f);
    const v = yMax * f;
    return (
      `<line x1="${PAD.left}" y1="${y}" x2="${W - PAD.right}" y2="${y}" stroke="${COLORS.grid}" stroke-width="0.5"/>` +
      `<text x="${PAD.left - 6}" y="${y + 4}" text-anchor="end" font-size="11">${Number(v.toPrecision(3))}</text>`
    );
  });
  return (
    ticks.join('') +
    `<text x="${W / 2}" y="${H - 4}" text-anchor="middle" font-size="12">${escapeHtml(xLabel)}</text>` +
    `<text x="14" y="${H / 2}" text-anchor="middle" font-size="12" transform="rotate(-90 14 ${H / 2})">${escapeHtml(yLabel)}</text>`
  );
}

/** Latency over time: one dot per ack (blue) and per delivery (orange). */
export function timelineSvg(
  series: { name: string; color: string; points: readonly [number, number][] }[],
): string {
  const all = series.flatMap((s) => s.points);
  if (all.length === 0) return '<p>No latencies measured.</p>';
  const xMax = Math.max(1, ...all.map(([t]) => t)) / 1000;
  const yMax = niceMax(Math.max(...all.map(([, v]) => v)));
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const dots = series
    .map(
      (s) =>
        `<g fill="${s.color}" fill-opacity="0.55">` +
        s.points
          .map(
            ([t, v]) =>
              `<circle cx="${(PAD.left + (t / 1000 / xMax) * plotW).toFixed(1)}" cy="${(PAD.top + plotH * (1 - v / yMax)).toFixed(1)}" r="1.6"/>`,
          )
          .join('') +
        '</g>',
    )
    .join('');
  const xTicks = [0, 0.5, 1]
    .map(
      (f) =>
        `<text x="${PAD.left + plotW * f}" y="${H - PAD.bottom + 14}" text-anchor="middle" font-size="11">${(xMax * f).toFixed(1)}</text>`,
    )
    .join('');
  const legend = series
    .map(
      (s, i) =>
        `<rect x="${W - 170}" y="${PAD.top + i * 16}" width="10" height="10" fill="${s.color}"/>` +
        `<text x="${W - 155}" y="${PAD.top + i * 16 + 9}" font-size="11">${escapeHtml(s.name)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" role="img" aria-label="latency over time">${axes('seconds since the start', 'ms', yMax)}${xTicks}${dots}${legend}</svg>`;
}

/** Bars with a label under each and the count above it. */
export function barsSvg(
  bins: readonly Bin[],
  color: string | ((label: string) => string),
  yLabel: string,
): string {
  if (bins.length === 0 || bins.every((b) => b.count === 0)) return '<p>Nothing counted.</p>';
  const yMax = niceMax(Math.max(...bins.map((b) => b.count)));
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const slot = plotW / bins.length;
  const bars = bins
    .map((bin, i) => {
      const h = (bin.count / yMax) * plotH;
      const x = PAD.left + i * slot + slot * 0.1;
      const fill = typeof color === 'string' ? color : color(bin.label);
      return (
        `<rect x="${x.toFixed(1)}" y="${(PAD.top + plotH - h).toFixed(1)}" width="${(slot * 0.8).toFixed(1)}" height="${h.toFixed(1)}" fill="${fill}"><title>${escapeHtml(`${bin.label}: ${bin.count}`)}</title></rect>` +
        `<text x="${(x + slot * 0.4).toFixed(1)}" y="${H - PAD.bottom + 14}" text-anchor="middle" font-size="10">${escapeHtml(bin.label)}</text>` +
        (bin.count > 0
          ? `<text x="${(x + slot * 0.4).toFixed(1)}" y="${(PAD.top + plotH - h - 3).toFixed(1)}" text-anchor="middle" font-size="10">${bin.count}</text>`
          : '')
      );
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" role="img" aria-label="${escapeHtml(yLabel)}">${axes('', yLabel, yMax)}${bars}</svg>`;
}

function summaryTable(summary: Record<string, unknown>): string {
  const rows = Object.entries(summary)
    .map(
      ([key, value]) =>
        `<tr><th>${escapeHtml(key)}</th><td>${escapeHtml(value === null ? '—' : String(value))}</td></tr>`,
    )
    .join('');
  return `<table>${rows}</table>`;
}

export function renderReportHtml(report: ToolkitReport): string {
  const outcomes = Object.entries(report.outcomes).map(([label, count]) => ({ label, count }));
  const title = `${report.command} against ${new URL(report.target).host}, ${report.started_at}`;
  const warnings = report.warnings.length
    ? `<h2>Warnings</h2><ul>${report.warnings.map((w) => `<li>${escapeHtml(w)}</li>`).join('')}</ul>`
    : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(`Kimoshdi load test: ${title}`)}</title>
<style>
body { font: 14px/1.5 system-ui, sans-serif; margin: 24px auto; max-width: 780px; color: #1f2328; padding: 0 12px; }
h1 { font-size: 20px; } h2 { font-size: 16px; margin-top: 28px; }
table { border-collapse: collapse; } th, td { border: 1px solid ${COLORS.grid}; padding: 3px 10px; text-align: left; }
th { font-weight: 600; background: #f6f8fa; } svg { width: 100%; height: auto; }
pre { background: #f6f8fa; padding: 10px; overflow: auto; font-size: 12px; max-height: 420px; }
</style>
</head>
<body>
<h1>${escapeHtml(title)}</h1>
<h2>Summary</h2>
${summaryTable(report.summary)}
${warnings}
<h2>Latency over time</h2>
${timelineSvg([
  { name: 'ack (bid → answer)', color: COLORS.ack, points: report.timelines.ack },
  { name: 'delivery (bid → client)', color: COLORS.delivery, points: report.timelines.delivery },
])}
<h2>Ack latency (ms)</h2>
${barsSvg(report.histograms.ack, COLORS.ack, 'acks')}
<h2>Delivery latency (ms)</h2>
${barsSvg(report.histograms.delivery, COLORS.delivery, 'deliveries')}
<h2>Outcomes</h2>
${barsSvg(outcomes, (label) => (label === 'ok' || label === 'duplicate' || /^2\d\d$/.test(label) ? COLORS.ok : COLORS.bad), 'count')}
<h2>Details</h2>
<pre>${escapeHtml(JSON.stringify({ options: report.options, ack: report.ack, delivery: report.delivery, details: report.details }, null, 2))}</pre>
</body>
</html>
`;
}
