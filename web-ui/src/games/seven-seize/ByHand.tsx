// A table without a working scale judges by hand: by eye (the host gives the verdict), or with
// dominoes (R25: each domino's pips are its weight; the totals are entered and compared, equal
// totals are a tie that R22 then breaks with dominoes).
import { useState } from 'preact/hooks';
import { dominoVerdict } from '#games';
import { useTable } from '../../context.ts';
import { t } from '../../i18n/i18n.ts';
import { Unfolding } from '../../parts/Unfolding.tsx';

/** The pip total typed for a side, or why it is not one. */
export function pips(text: string): number | string {
  const typed = text.trim();
  if (!/^\d{1,4}$/.test(typed)) return t('pips are a whole number of 0 or more');
  return Number(typed);
}

function Dominoes({ left, right }: { left: string; right: string }) {
  const { input } = useTable();
  const [l, setL] = useState('');
  const [r, setR] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const compare = () => {
    const a = pips(l);
    const b = pips(r);
    if (typeof a === 'string' || typeof b === 'string') return setProblem(`${typeof a === 'string' ? left : right}: ${typeof a === 'string' ? a : b}`);
    setProblem(null);
    input({ type: 'verdict', heavier: dominoVerdict(a, b) });
    setL('');
    setR('');
  };
  return (
    <div class="choices" data-testid="dominoes">
      <span class="hint">{t('Dominoes (R25), pips:')}</span>
      <label class="toggle">
        {left} <input type="number" min={0} step={1} value={l} data-testid="pips-left" onInput={(e) => setL((e.target as HTMLInputElement).value)} />
      </label>
      <label class="toggle">
        {right} <input type="number" min={0} step={1} value={r} data-testid="pips-right" onInput={(e) => setR((e.target as HTMLInputElement).value)} />
      </label>
      <button type="button" class="btn" onClick={compare}>
        {t('Compare the pips')}
      </button>
      {problem ? (
        <p class="hint error" role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}

export function ByHand({ open, left, right }: { open: boolean; left: string; right: string }) {
  const { input } = useTable();
  return (
    <Unfolding label={t('No scale? Judge by hand')} open={open}>
      {() => (
        <div data-testid="by-hand">
          <div class="choices">
            <span class="hint">{t('Judged by hand:')}</span>
            <button type="button" class="btn" onClick={() => input({ type: 'verdict', heavier: 'left' })}>
              {t('Left cup heavier')}
            </button>
            <button type="button" class="btn" onClick={() => input({ type: 'verdict', heavier: 'right' })}>
              {t('Right cup heavier')}
            </button>
            <button type="button" class="btn" onClick={() => input({ type: 'verdict', heavier: 'none' })}>
              {t('No clear winner')}
            </button>
          </div>
          <Dominoes left={left} right={right} />
        </div>
      )}
    </Unfolding>
  );
}
