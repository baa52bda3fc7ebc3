import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '#client/lib/use-translation.ts';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '#client/components/ui/table.tsx';
import { tickIndexes } from '../format.ts';

/** The axes' font, set on the chart and used to measure the date labels before placing them. */
const AXIS_FONT = '12px system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

/** The widest of the labels in the axis font, in CSS pixels. */
function widestLabel(labels: string[]) {
  const context = document.createElement('canvas').getContext('2d');
  if (!context) return 12 * Math.max(0, ...labels.map((label) => label.length));
  context.font = AXIS_FONT;
  return Math.max(0, ...labels.map((label) => context.measureText(label).width));
}

export interface ChartSeries {
  label: string;
  values: Array<number | null>;
  /** Drawn dashed: the previous period beside the current one. */
  dashed?: boolean;
}

interface Props {
  title: string;
  /** One label per point, e.g. the bucket's date. */
  labels: string[];
  series: ChartSeries[];
  format: (value: number) => string;
}

/**
 * A line chart drawn by uPlot (docs/decisions/admin-analytics.md), imported only when the chart
 * mounts, so the library stays in the admin pages' chunks. The canvas is hidden from assistive
 * technology; the same numbers are in a table below it, which anyone can open.
 */
export function TimeChart({ title, labels, series, format }: Props) {
  const { t } = useTranslation('admin-analytics');
  const id = useId();
  const target = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const element = target.current;
    if (!element) return;
    let chart: { destroy(): void; setSize(size: { width: number; height: number }): void } | undefined;
    let observer: ResizeObserver | undefined;
    let cancelled = false;
    void Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')])
      .then(([{ default: UPlot }]) => {
        if (cancelled) return;
        const style = getComputedStyle(document.documentElement);
        const color = (name: string) => style.getPropertyValue(name).trim() || '#0369a1';
        const axis = {
          font: AXIS_FONT,
          stroke: color('--muted-foreground'),
          grid: { stroke: color('--border'), width: 1 },
          ticks: { show: false },
        };
        const labelWidth = widestLabel(labels);
        const size = () => ({ width: Math.max(element.clientWidth, 240), height: 240 });
        chart = new UPlot(
          {
            ...size(),
            legend: { show: false },
            cursor: { drag: { x: false, y: false } },
            scales: { x: { time: false } },
            axes: [
              {
                ...axis,
                // A label every n-th point, n as small as keeps neighbouring dates apart at this width.
                splits: (u) => tickIndexes(labels.length, u.bbox.width / UPlot.pxRatio, labelWidth),
                values: (_u, splits) => splits.map((i) => labels[i] ?? ''),
              },
              { ...axis, size: 70, values: (_u, splits) => splits.map(format) },
            ],
            series: [
              {},
              ...series.map((s) => ({
                label: s.label,
                stroke: s.dashed ? color('--muted-foreground') : color('--primary'),
                width: 2,
                dash: s.dashed ? [6, 4] : undefined,
                points: { show: labels.length <= 31 },
              })),
            ],
          },
          [labels.map((_, i) => i), ...series.map((s) => s.values)],
          element,
        );
        observer = new ResizeObserver(() => chart?.setSize(size()));
        observer.observe(element);
      })
      .catch(() => setFailed(true));
    return () => {
      cancelled = true;
      observer?.disconnect();
      chart?.destroy();
    };
  }, [labels, series, format]);

  return (
    <figure aria-labelledby={`${id}-title`} className="flex flex-col gap-2 rounded-lg border bg-card p-4">
      <figcaption id={`${id}-title`} className="font-semibold">
        {title}
      </figcaption>
      <ul className="flex flex-wrap gap-4 text-xs text-muted-foreground" aria-hidden="true">
        {series.map((s) => (
          <li key={s.label} className="flex items-center gap-1.5">
            <span
              className={
                s.dashed ? 'w-4 border-t-2 border-dashed border-muted-foreground' : 'w-4 border-t-2 border-primary'
              }
            />
            {s.label}
          </li>
        ))}
      </ul>
      {failed ? (
        <p className="text-sm text-muted-foreground">{t('chart.unavailable')}</p>
      ) : (
        <div ref={target} aria-hidden="true" className="min-h-60 w-full" data-testid="chart-canvas" />
      )}
      <details className="text-sm">
        <summary className="cursor-pointer text-primary">{t('chart.showTable')}</summary>
        {/* A scrolling region the keyboard can reach (axe: scrollable-region-focusable). */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
        <div className="mt-2 max-h-80 overflow-auto" tabIndex={0} role="region" aria-label={title}>
          <Table>
            <caption className="sr-only">{title}</caption>
            <TableHeader>
              <TableRow>
                <TableHead scope="col">{t('chart.period')}</TableHead>
                {series.map((s) => (
                  <TableHead key={s.label} scope="col" className="text-right">
                    {s.label}
                  </TableHead>
                ))}
              </TableRow>
            </TableHeader>
            <TableBody>
              {labels.map((label, i) => (
                <TableRow key={`${label}-${i}`}>
                  <TableCell>{label}</TableCell>
                  {series.map((s) => {
                    const value = s.values[i];
                    return (
                      <TableCell key={s.label} className="text-right tabular-nums">
                        {value == null ? '—' : format(value)}
                      </TableCell>
                    );
                  })}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      </details>
    </figure>
  );
}
