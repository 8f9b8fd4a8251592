// A line chart of daily figures drawn with uPlot (loaded with this screen only, never by a public page).
// The canvas is hidden from assistive technology: the figure's caption says what it shows in a sentence
// and the table below it holds every value (the chart's text alternative).
import { useEffect, useRef, useState } from 'react';
import type uPlot from 'uplot';

export interface ChartSeries {
  label: string;
  values: number[];
  color: string;
  /** A dash pattern, so series differ by more than their colour. */
  dash?: number[];
}

export interface DailyChartProps {
  /** YYYY-MM-DD, one per point. */
  days: string[];
  series: ChartSeries[];
  /** How a value is written on the axis and in the legend. */
  formatValue: (value: number) => string;
  formatDay: (day: string) => string;
  /** The legend's name for the day. */
  dayLabel: string;
  height?: number;
}

export function DailyChart({ days, series, formatValue, formatDay, dayLabel, height = 260 }: DailyChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let chart: uPlot | undefined;
    let observer: ResizeObserver | undefined;
    let live = true;
    void Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')])
      .then(([{ default: UPlot }]) => {
        if (!live) return;
        const xs = days.map((day) => Date.parse(`${day}T00:00:00Z`) / 1000);
        const options: uPlot.Options = {
          width: Math.max(280, element.clientWidth),
          height,
          tzDate: (ts) => UPlot.tzDate(new Date(ts * 1000), 'UTC'),
          scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, Math.max(1, max * 1.1)] } },
          axes: [
            { values: (_u, ticks) => ticks.map((tick) => formatDay(new Date(tick * 1000).toISOString().slice(0, 10))) },
            { values: (_u, ticks) => ticks.map(formatValue), size: 70 },
          ],
          legend: { live: true },
          series: [
            {
              label: dayLabel,
              value: (_u, ts) => (ts === null ? '' : formatDay(new Date(ts * 1000).toISOString().slice(0, 10))),
            },
            ...series.map((item) => ({
              label: item.label,
              stroke: item.color,
              width: 2,
              ...(item.dash ? { dash: item.dash } : {}),
              value: (_u: uPlot, value: number | null) => (value === null ? '' : formatValue(value)),
            })),
          ],
        };
        chart = new UPlot(options, [xs, ...series.map((item) => item.values)], element);
        observer = new ResizeObserver(() => chart?.setSize({ width: Math.max(280, element.clientWidth), height }));
        observer.observe(element);
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
      observer?.disconnect();
      chart?.destroy();
    };
  }, [days, series, formatValue, formatDay, dayLabel, height]);

  if (failed) return null;
  return <div ref={box} aria-hidden="true" className="w-full overflow-hidden" style={{ minHeight: height }} />;
}
