// The live dual-cup chart: grams in the left and right cup over the last 20 s, fed straight from
// the `scale` messages (no re-render of the app per sample), plus the settled/deciding lights.
// Its axes (chart-scale.ts): grams robust to spikes, seconds before now. Each cup's line and swatch
// take the colour the game gives that cup (the seat colour of whose collection is in it), so one
// colour means one player on the screen; with none given, colours no seat has.
import { useEffect, useRef, useState } from 'preact/hooks';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { ScaleMsg } from '#protocol';
import type { ScaleFeed } from '../games/types.ts';
import { robustRange, secondsAgo, timeLabel } from './chart-scale.ts';
import './cup-chart.css';
import { t } from '../i18n/i18n.ts';
import { grams } from '../i18n/format.ts';

const WINDOW_S = 20;
const MAX_POINTS = 20 * WINDOW_S;
/** The cups' colours when the game gives none: parchment and a warm grey, no seat's colour. */
const PLAIN_LEFT = '#e8d9b5';
const PLAIN_RIGHT = '#a1887f';

/** `rightName` null: a single-pan balance, whose one pan is the left line. */
export function CupChart({
  feed,
  leftName,
  rightName,
  leftColour = PLAIN_LEFT,
  rightColour = PLAIN_RIGHT,
}: {
  feed: ScaleFeed;
  leftName: string;
  rightName: string | null;
  leftColour?: string;
  rightColour?: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [last, setLast] = useState<ScaleMsg | null>(null);
  // The samples outlive a chart drawn afresh in a new contest's colours.
  const samples = useRef<{ t: number[]; l: (number | null)[]; r: (number | null)[] }>({ t: [], l: [], r: [] });

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const { t, l, r } = samples.current;
    const plot = new uPlot(
      {
        width: el.clientWidth || 600,
        height: 220,
        legend: { show: false },
        cursor: { show: false },
        // A fixed 20-second window ending now; grams on the central quantiles of what is shown.
        scales: {
          x: { time: false, range: () => [-WINDOW_S, 0] },
          y: { range: (u) => robustRange([...(u.data[1] ?? []), ...(u.data[2] ?? [])]) },
        },
        axes: [
          { stroke: '#e8d9b5', grid: { stroke: 'rgba(232,217,181,0.12)' }, values: (_u, v) => v.map(timeLabel) },
          { stroke: '#e8d9b5', grid: { stroke: 'rgba(232,217,181,0.12)' }, values: (_u, v) => v.map((g) => `${g} g`), size: 60 },
        ],
        series: [{}, { label: 'left', stroke: leftColour, width: 3 }, { label: 'right', stroke: rightColour, width: 3 }],
      },
      [secondsAgo(t), l, r],
      el,
    );
    let pending = false;
    let lastUi = -Infinity;
    let lastFlags = '';
    const off = feed((m) => {
      t.push(m.t);
      l.push(m.left);
      r.push(m.right);
      if (t.length > MAX_POINTS) {
        t.shift();
        l.shift();
        r.shift();
      }
      if (!pending) {
        pending = true;
        requestAnimationFrame(() => {
          pending = false;
          plot.setData([secondsAgo(t), l, r]);
        });
      }
      // The readouts re-render at most 5 times a second.
      const flags = `${m.settled}${m.deciding}${m.leaning}`;
      if (m.t - lastUi > 200 || flags !== lastFlags) {
        lastUi = m.t;
        lastFlags = flags;
        setLast(m);
      }
    });
    const onResize = () => plot.setSize({ width: el.clientWidth || 600, height: 220 });
    window.addEventListener('resize', onResize);
    return () => {
      off();
      window.removeEventListener('resize', onResize);
      plot.destroy();
    };
    // The names only label the readouts: a new contest keeps the chart's history, redrawn in its colours.
  }, [feed, leftColour, rightColour]);

  const fmt = (g: number | null | undefined) => (g === null || g === undefined ? '—' : grams(g));
  return (
    <div class="cup-chart">
      <div class="readouts">
        <span class="readout readout-left" data-testid="grams-left">
          <i class="swatch" style={{ background: leftColour }} />
          {leftName}: {fmt(last?.left)}
        </span>
        <span class={`light${last?.settled ? ' on' : ''}`} data-testid="settled">
          {last?.settled ? t('settled') : t('settling…')}
        </span>
        <span class={`light${last?.deciding ? ' on deciding' : ''}`} data-testid="deciding">
          {last?.deciding
            ? `${t('deciding')}${last.leaning === 'left' ? ` · ${t('leans left')}` : last.leaning === 'right' ? ` · ${t('leans right')}` : ''}${last.confidence !== undefined ? ` · ${Math.round(last.confidence * 100)}%` : ''}`
            : t('not judging')}
        </span>
        {rightName !== null ? (
          <span class="readout readout-right" data-testid="grams-right">
            <i class="swatch" style={{ background: rightColour }} />
            {rightName}: {fmt(last?.right)}
          </span>
        ) : null}
      </div>
      <div ref={box} class="chart" data-colours={`${leftColour} ${rightColour}`} />
    </div>
  );
}
