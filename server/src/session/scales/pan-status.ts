// What the tablets are told during a contest on a single-pan balance (scale/pan-contest.ts):
// the same stages as the two-cup rig, with whose collection goes on the pan and what each weighed.
import type { PanStatus } from '../../../../scale/pan-contest.ts';
import type { WeighStatus } from '#protocol';

const grams = (w: { grams: number } | null): number | null => (w === null ? null : Math.round(w.grams * 100) / 100);

export function describePan(s: PanStatus, message: string): WeighStatus {
  const cups = s.cups;
  const weighed = { left: grams(s.weights.left), right: grams(s.weights.right) };
  const words = (text: string): string => message || s.refused || text;
  switch (s.phase) {
    case 'tare':
      return { stage: 'tare', contest: cups, verdict: null, message: words('Empty the pan, then press “Tare”') };
    case 'weigh-left':
    case 'weigh-right': {
      const side = s.phase === 'weigh-left' ? 'left' : 'right';
      const who = cups[side];
      const pan = { on: side, ...weighed } as const;
      if (s.settling !== null)
        return { stage: 'weighing', contest: cups, verdict: null, message: words(`Weighing ${who}'s collection… keep your hands off the pan`), pan };
      const first = side === 'right' ? `Take ${cups.left}'s collection off the pan and put ${who}'s on` : `Put ${who}'s collection on the pan`;
      return { stage: 'loading', contest: cups, verdict: null, message: words(`${first}, then press “On the pan”`), pan };
    }
    case 'verdict':
      return { stage: 'verdict', contest: cups, verdict: s.verdict, message, pan: { on: null, ...weighed } };
    case 'tiebreak-removal':
      return {
        stage: 'tiebreak',
        contest: cups,
        verdict: 'none',
        message: words(`${cups.left} and ${cups.right}: each take one piece out of your collection (R22), then press “Removed”`),
        pan: { on: null, ...weighed },
      };
  }
}
