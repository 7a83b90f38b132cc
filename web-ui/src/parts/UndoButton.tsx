// Undo with confirmation: a mis-tap is easy, an accidental undo should not be. The question names
// the step it takes back, read from the game's log (GET /api/log).
import { useState } from 'preact/hooks';
import { hostToken } from '../connection.ts';
import { useTable } from '../context.ts';
import { lastStep, stepWords } from './step-summary.ts';
import './confirm.css';
import { t } from '../i18n/i18n.ts';
import { YesNo } from './YesNo.tsx';

async function lastStepWords(inputs: number): Promise<string | null> {
  const token = hostToken();
  const res = await fetch('api/log', { headers: token ? { authorization: `Bearer ${token}` } : {} }).catch(() => null);
  if (!res?.ok) return null;
  const step = lastStep(await res.text(), inputs);
  return step ? stepWords(step) : null;
}

/** `steps` inputs are taken back at once (Booty's move and the computer's answer, B29); `question`
 * replaces the one naming the last step; `inputs`: the accepted inputs so far (session.inputs). */
export function UndoButton({ canUndo, inputs, steps = 1, question }: { canUndo: boolean; inputs?: number; steps?: number; question?: string }) {
  const { inTurn, isHost } = useTable();
  const [asking, setAsking] = useState(false);
  const [step, setStep] = useState<string | null>(null);
  if (!isHost) return null;
  if (!asking)
    return (
      <button
        type="button"
        class="btn btn-quiet"
        disabled={!canUndo}
        onClick={() => {
          setStep(null);
          setAsking(true);
          if (!question && inputs !== undefined) void lastStepWords(inputs).then(setStep);
        }}
      >
        {t('↶ Undo')}
      </button>
    );
  return (
    <div class="confirm" role="alertdialog" aria-label={t('confirm undo')}>
      <span data-testid="undo-question">{question ?? (step ? t('Take back the last step: {step}?', { step }) : t('Take back the last step?'))}</span>
      <YesNo
        yes={t('Yes, undo')}
        yesClass="btn-danger"
        onYes={() => {
          // One after another, each on the position the last left: an undo the other tablet's move
          // overtook is refused rather than taking that move back.
          void inTurn(Array.from({ length: steps }, () => ({ type: 'undo' })));
          setAsking(false);
        }}
        onNo={() => setAsking(false)}
      />
    </div>
  );
}
