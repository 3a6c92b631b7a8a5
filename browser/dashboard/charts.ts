// Small charts of the last hour (getDashboardStats), drawn by uPlot on a canvas, each with a caption and the same
// numbers in words for whoever does not see it. Colours come from the page's theme; the width follows the layout.
import uPlot from 'uplot';
import type { Schemas } from './api.js';
import { h, tickTime, time } from './dom.js';

type Minute = Schemas['DashboardStatsMinute'];

interface Series {
  label: string;
  values: (number | null)[];
  /** A CSS variable of the theme. */
  color: string;
  /** Drawn dashed, so the two lines differ by more than their colour. */
  dashed?: boolean;
  /** The right-hand axis (another unit). */
  right?: boolean;
}

const css = (name: string) => getComputedStyle(document.documentElement).getPropertyValue(name).trim() || '#888';

/** A line chart of per-minute values: a figure with its caption and a text summary. */
export function lineChart(caption: string, summary: string, minutes: Minute[], series: Series[], units: [string, string?]) {
  const figure = h('figure', { class: 'chart' }, h('figcaption', {}, caption), h('p', { class: 'visually-hidden' }, summary));
  const holder = h('div', { 'aria-hidden': 'true' });
  figure.append(holder);
  const axis = (label: string, side: 1 | 3, scale: string): uPlot.Axis => ({
    label,
    scale,
    side,
    stroke: css('--muted'),
    grid: { stroke: css('--line'), width: 1 },
    ticks: { stroke: css('--line'), width: 1 },
  });
  const draw = () => {
    holder.replaceChildren();
    const width = Math.max(240, Math.floor(figure.clientWidth || 320));
    const options: uPlot.Options = {
      width,
      height: 160,
      legend: { show: true },
      cursor: { show: true, drag: { x: false, y: false } },
      scales: { x: { time: true }, y: { auto: true }, r: { auto: true } },
      axes: [
        {
          stroke: css('--muted'),
          grid: { show: false },
          ticks: { stroke: css('--line') },
          // The dashboard's one way of writing a time, not uPlot's own (12-hour, month first).
          values: (_u, ticks) => ticks.map((t) => tickTime(t * 1000)),
        },
        axis(units[0], 3, 'y'),
        ...(units[1] ? [axis(units[1], 1, 'r')] : []),
      ],
      series: [
        { value: (_u, at) => (at === null ? '—' : time(at * 1000)) },
        ...series.map((s) => ({
          label: s.label,
          stroke: css(s.color),
          width: 2,
          scale: s.right ? 'r' : 'y',
          spanGaps: false,
          ...(s.dashed ? { dash: [6, 4] } : {}),
        })),
      ],
    };
    new uPlot(options, [minutes.map((m) => m.at / 1000), ...series.map((s) => s.values)], holder);
  };
  // Drawn once the figure is in the page and has its width; again when the layout's width changes. A draw already
  // asked for is not asked for again, and the observer's first report, of the width just drawn at, draws nothing.
  let drawnWidth = 0;
  let frame = 0;
  const drawSoon = () => {
    if (frame) return;
    frame = requestAnimationFrame(() => {
      frame = 0;
      drawnWidth = figure.clientWidth;
      draw();
    });
  };
  drawSoon();
  new ResizeObserver(() => {
    if (Math.abs(figure.clientWidth - drawnWidth) >= 8) drawSoon();
  }).observe(figure);
  return figure;
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

export function requestCharts(minutes: Minute[]) {
  const requests = sum(minutes.map((m) => m.requests));
  const errors = sum(minutes.map((m) => m.clientErrors + m.serverErrors));
  return lineChart(
    'Requests per minute and error rate, last hour',
    `In the last hour: ${requests} requests, ${errors} answered with an error.`,
    minutes,
    [
      { label: 'Requests', values: minutes.map((m) => m.requests), color: '--chart-1' },
      {
        label: 'Errors (%)',
        values: minutes.map((m) => (m.requests ? Math.round(((m.clientErrors + m.serverErrors) / m.requests) * 1000) / 10 : null)),
        color: '--chart-2',
        dashed: true,
        right: true,
      },
    ],
    ['requests', '% errors'],
  );
}

export function webhookCharts(minutes: Minute[]) {
  const attempts = sum(minutes.map((m) => m.webhookAttempts));
  const delivered = sum(minutes.map((m) => m.webhookDelivered));
  return lineChart(
    'Webhook delivery success and latency, last hour',
    `In the last hour: ${attempts} delivery attempts, ${delivered} acknowledged by the receiver.`,
    minutes,
    [
      {
        label: 'Delivered (%)',
        values: minutes.map((m) => (m.webhookAttempts ? Math.round((m.webhookDelivered / m.webhookAttempts) * 1000) / 10 : null)),
        color: '--chart-1',
      },
      { label: 'Latency (ms)', values: minutes.map((m) => m.webhookLatencyMs), color: '--chart-2', dashed: true, right: true },
    ],
    ['% delivered', 'ms'],
  );
}
