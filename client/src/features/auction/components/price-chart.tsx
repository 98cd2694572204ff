/**
 * The price-over-time chart, drawn by uPlot (docs/decisions.md, "The live room's chart"). This file
 * is loaded only with the room (price-chart-card.tsx imports it lazily), so uPlot stays out of the
 * first load. Times on the axis are Tashkent's, as every time on the site.
 */
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { moneyAxisLabels, type AxisUnits } from '@kimoshdi/shared/domain/money/axis-labels';
import { formatBidTime } from '../format';
import type { PriceSeries } from '../price-series';

const TASHKENT = 'Asia/Tashkent';

const css = (name: string) => getComputedStyle(document.documentElement).getPropertyValue(name).trim();

/**
 * The price axis as wide as its longest label: a fixed width cut the leading digits of a price in
 * billions off ("1 450 000 000" read "450 000 000"). uPlot asks again as the labels change.
 */
const axisWidth: uPlot.Axis.Size = (plot, values, axisIndex, cycle) => {
  const axis = plot.axes[axisIndex]!;
  // uPlot settles the axes in rounds; from the third on it keeps what it has, or it never settles.
  if (cycle > 1) return (axis as { _size?: number })._size ?? 0;
  const longest = (values ?? []).reduce((found, value) => (value.length > found.length ? value : found), '');
  const font = Array.isArray(axis.font) ? axis.font[0] : axis.font;
  if (font) plot.ctx.font = font;
  const text = longest === '' ? 0 : plot.ctx.measureText(longest).width / devicePixelRatio;
  return Math.ceil(text + (axis.ticks?.size ?? 10) + (axis.gap ?? 5) + 4);
};

/** Tick labels of the time axis (seconds since the epoch). */
function timeAxisLabels(ticks: number[]): string[] {
  const wholeMinutes = ticks.every((tick) => Math.round(tick) % 60 === 0);
  return ticks.map((tick) => formatBidTime(tick * 1000).slice(11, wholeMinutes ? 16 : 19));
}

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

export default function PriceChart({ series, units }: { series: PriceSeries; units: AxisUnits }) {
  const box = useRef<HTMLDivElement>(null);
  const plot = useRef<uPlot | null>(null);
  const current = useRef(series);
  const currentUnits = useRef(units);

  // Another language: the same ticks, its words ("mlrd", "млрд").
  useEffect(() => {
    currentUnits.current = units;
    plot.current?.redraw(false, true);
  }, [units]);

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
          // Tashkent's time, never the browser's zone or its US-style date: HH:mm when every tick
          // falls on a whole minute, HH:mm:ss otherwise, with room for the longer label between
          // ticks (uPlot's 50 px ran them together on a phone: "17:30:0018:00:00").
          { ...axis, space: 72, values: (_plot, ticks) => timeAxisLabels(ticks) },
          {
            ...axis,
            size: axisWidth,
            values: (_plot, ticks) => moneyAxisLabels(ticks, currentUnits.current),
          },
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
