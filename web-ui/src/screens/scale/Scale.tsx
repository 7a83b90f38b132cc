// Calibration wizard: tare the empty cups, then a known weight in each cup in turn.
import { useEffect, useState } from 'preact/hooks';
import { calibrationWeightProblem } from '#protocol';
import { useTable } from '../../context.ts';
import { NumberField } from '../../forms/Field.tsx';
import { readNumber } from '../../forms/number-field.ts';
import type { ScaleFeed } from '../../games/types.ts';
import type { ScreenProps } from '../screen.ts';
import '../../parts/cup-chart.css';
import { t } from '../../i18n/i18n.ts';
import { grams as inGrams } from '../../i18n/format.ts';

type Step = 'empty' | 'left' | 'right' | 'done';

interface Live {
  left: number | null;
  right: number | null;
  settled: boolean;
}

function useLive(feed: ScaleFeed): Live {
  const [g, setG] = useState<Live>({ left: null, right: null, settled: false });
  useEffect(() => {
    let last = 0;
    let settled = false;
    return feed((m) => {
      const now = performance.now();
      if (now - last < 250 && m.settled === settled) return;
      last = now;
      settled = m.settled;
      setG({ left: m.left, right: m.right, settled: m.settled });
    });
  }, [feed]);
  return g;
}

export function Scale({ session, feed }: ScreenProps) {
  const { request, isHost } = useTable();
  const [step, setStep] = useState<Step>('empty');
  const [busy, setBusy] = useState(false);
  // The next step only once the rig has done this one (a tare averages the empty cups).
  const act = async (msg: Parameters<typeof request>[0], next: Step) => {
    setBusy(true);
    const r = await request(msg);
    setBusy(false);
    if (r.ok) setStep(next);
  };
  const [gramsText, setGramsText] = useState('100');
  const grams = readNumber(gramsText, t('weight in grams'), calibrationWeightProblem);
  const live = useLive(feed);
  const [calL, calR] = session.device.calibrated;
  const fmt = (v: number | null) => (v === null ? t('not calibrated') : inGrams(v));

  return (
    <div class="screen calibration" data-testid="screen-calibration">
      <h1>{t('Calibrate the scale')}</h1>
      <p class="hint">
        {t('Left cup: {left} · right cup: {right}', {
          left: calL ? t('calibrated') : t('not calibrated'),
          right: calR ? t('calibrated') : t('not calibrated'),
        })}
        {session.device.cups === 1 ? ` ${t('(single-pan balance)')}` : ''}
      </p>
      <div class="readouts big">
        <span class="readout">{t('Left: {grams}', { grams: fmt(live.left) })}</span>
        <span class="readout">{t('Right: {grams}', { grams: fmt(live.right) })}</span>
      </div>
      {!isHost ? null : step === 'empty' ? (
        <section class="prompt">
          <p class="prompt-kicker">{t('Step {step} of {steps}', { step: 1, steps: 3 })}</p>
          <h2 class="prompt-title">{t('Empty both cups, then tare')}</h2>
          <button type="button" class="btn btn-big btn-go" disabled={busy} onClick={() => act({ type: 'weigh', action: 'tare' }, 'left')}>
            {busy ? t('Taring…') : t('Cups are empty: tare')}
          </button>
        </section>
      ) : step === 'done' ? (
        <section class="prompt">
          <h2 class="prompt-title">{t('Done. Take the weight out.')}</h2>
          <button type="button" class="btn" onClick={() => setStep('empty')}>
            {t('Calibrate again')}
          </button>
        </section>
      ) : (
        <section class="prompt">
          <p class="prompt-kicker">{t('Step {step} of {steps}', { step: step === 'left' ? 2 : 3, steps: 3 })}</p>
          <h2 class="prompt-title">
            {step === 'left' ? t('Put a known weight in the left cup') : t('Put a known weight in the right cup (and take it out of the left one)')}
          </h2>
          <NumberField
            label={t('Its weight:')}
            unit="g"
            mode="decimal"
            testId="calibration-grams"
            value={gramsText}
            onText={setGramsText}
            problemId="calibration-grams-problem"
            problem={grams.problem}
          />
          <button
            type="button"
            class={`btn btn-big btn-go${grams.problem ? ' is-blocked' : ''}`}
            disabled={busy}
            onClick={(e) => {
              // Refused with the reason beside the field: the focus goes back to it.
              if (grams.value === null) return (e.currentTarget.parentElement?.querySelector('[aria-invalid]') as HTMLElement | null)?.focus();
              void act({ type: 'weigh', action: 'calibrate', cup: step, grams: grams.value }, step === 'left' && session.device.cups === 2 ? 'right' : 'done');
            }}
          >
            {busy ? t('Calibrating…') : step === 'left' ? t('It is in: calibrate the left cup') : t('It is in: calibrate the right cup')}
          </button>
          {/* A reading taken while the weight still swings would skew the factor. */}
          <p class={`light${live.settled ? ' on' : ''}`}>{live.settled ? t('steady: calibrate now') : t('settling… wait until it is steady')}</p>
        </section>
      )}
    </div>
  );
}
