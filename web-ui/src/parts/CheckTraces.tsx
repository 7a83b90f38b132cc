// The rig check's picture: each cup's readings through the check (empty, then the weight, then the
// second), relative to the empty cup. Noise, drift, a cup that reads negative when loaded and creep
// show at a glance, where the findings say them in words.
import { useEffect, useRef } from 'preact/hooks';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { CupTrace } from '#protocol';
import './check-traces.css';
import { t } from '../i18n/i18n.ts';

const COLOURS: Record<CupTrace['part'], string> = { 'left cup': '#f0b429', 'right cup': '#5fb3d9' };
const HEIGHT = 150;

function TraceChart({ trace }: { trace: CupTrace }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const axis = { stroke: '#e8d9b5', grid: { stroke: 'rgba(232,217,181,0.12)' } };
    const plot = new uPlot(
      {
        width: el.clientWidth || 320,
        height: HEIGHT,
        legend: { show: false },
        cursor: { show: false },
        scales: { x: { time: false } },
        axes: [
          { ...axis, values: (_u, v) => v.map((s) => `${s} s`) },
          { ...axis, values: (_u, v) => v.map((x) => `${x}${trace.unit === 'g' ? ' g' : ''}`), size: 64 },
        ],
        series: [{}, { label: trace.part, stroke: COLOURS[trace.part], width: 2 }],
      },
      [trace.t, trace.value],
      el,
    );
    const onResize = () => plot.setSize({ width: el.clientWidth || 320, height: HEIGHT });
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      plot.destroy();
    };
  }, [trace]);
  return <div ref={box} class="chart" />;
}

export function CheckTraces({ traces }: { traces: CupTrace[] }) {
  return (
    <section class="check-traces" data-testid="check-traces">
      <h3>{t('What each cup read during the check')}</h3>
      {traces.map((trace) => (
        <figure key={trace.part} data-part={trace.part}>
          <figcaption>
            {trace.part}
            {trace.t.length === 0
              ? `: ${t('no readings')}`
              : trace.unit === 'g'
                ? `, ${t('grams from empty')}`
                : `, ${t('counts from empty (no weight measured)')}`}
          </figcaption>
          {trace.t.length > 0 ? <TraceChart trace={trace} /> : null}
        </figure>
      ))}
    </section>
  );
}
