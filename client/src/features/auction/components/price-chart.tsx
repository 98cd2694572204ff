/**
 * The price-over-time chart, drawn by uPlot (docs/decisions.md, "The live room's chart"). This file
 * is loaded only with the room (price-chart-card.tsx imports it lazily), so uPlot stays out of the
 * first load. Times on the axis are Tashkent's, as every time on the site.
 */
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatBidTime } from '../format';
import type { PriceSeries } from '../price-series';

const TASHKENT = 'Asia/Tashkent';

const css = (name: string) => getComputedStyle(document.documentElement).getPropertyValue(name).trim();

/** Sums on the axis: 12 500 000 as "12.5M" would need a word per language; grouped digits need none. */
const grouped = (value: number) =>
  Math.round(value)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ' ');

/** Pause bands and the over-time stretch, under the line. */
function marks(series: { current: PriceSeries }): uPlot.Plugin {
  return {
    hooks: {
      drawClear: (plot) => {
        const { ctx, bbox } = plot;
        const band = (from: number, to: number, colour: string) => {
          const left = plot.valToPos(from, 'x', true);
          const right = plot.valToPos(to, 'x', true);
          const x = Math.max(bbox.left, left);
          const width = Math.min(bbox.left + bbox.width, right) - x;
          if (width <= 0) return;
          ctx.fillStyle = colour;
          ctx.fillRect(x, bbox.top, width, bbox.height);
        };
        ctx.save();
        const { overTimeFrom, end, pauses } = series.current;
        if (overTimeFrom !== null) band(overTimeFrom, end, css('--color-warning-soft'));
        for (const pause of pauses) band(pause.from, pause.to, css('--color-danger-soft'));
        ctx.restore();
      },
    },
  };
}

export default function PriceChart({ series }: { series: PriceSeries }) {
  const box = useRef<HTMLDivElement>(null);
  const plot = useRef<uPlot | null>(null);
  const current = useRef(series);

  // Before the chart's creation below: a new series is what it draws first.
  useEffect(() => {
    current.current = series;
    plot.current?.setData([series.xs, series.ys]);
  }, [series]);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const primary = css('--color-primary');
    const muted = css('--color-text-muted');
    const grid = css('--color-border');
    const axis = { stroke: muted, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid, width: 1 } };
    const chart = new uPlot(
      {
        width: element.clientWidth,
        height: 220,
        tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), TASHKENT),
        legend: { show: false },
        cursor: { drag: { x: false, y: false } },
        scales: { x: { time: true } },
        axes: [
          // Tashkent's HH:mm:ss, never the browser's zone or its US-style date.
          { ...axis, values: (_plot, ticks) => ticks.map((tick) => formatBidTime(tick * 1000).slice(11)) },
          { ...axis, size: 96, values: (_plot, ticks) => ticks.map(grouped) },
        ],
        series: [
          {},
          {
            stroke: primary,
            width: 2,
            fill: css('--color-primary-soft'),
            paths: uPlot.paths.stepped?.({ align: 1 }),
            points: { show: true, size: 5, fill: primary },
          },
        ],
        plugins: [marks(current)],
      },
      [current.current.xs, current.current.ys],
      element,
    );
    plot.current = chart;
    const resize = new ResizeObserver(() => chart.setSize({ width: element.clientWidth, height: 220 }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
      plot.current = null;
    };
  }, []);

  return <div ref={box} className="game-chart__plot" data-testid="room-chart-plot" />;
}
