// 7 Seize's weigh-off on the virtual rig: after a verdict, a tiebreak, undecided at its time limit (a
// contest before any verdict, the standings and the History of a long game: kinds/seven-seize.ts).
import type { RigControl } from '../../../../firmware-bridge/src/index.ts';
import { readState } from '../../read-state.ts';
import type { Ctx, Entry } from '../entry.ts';
import { awaits, gameScreen, load, shown } from '../reach.ts';
import { to } from './seven-seize.ts';

const weighOff = to('the weigh-off', awaits('verdict'));

let shaking: ReturnType<typeof setInterval> | null = null;

/** A hand on the left cup, 30 to 90 g every 150 ms around the right cup's 60 (until `still`): the scale never knows enough to decide. */
function shake(rig: RigControl): void {
  shaking ??= setInterval(() => rig.setGrams(0, 30 + 60 * Math.random()), 150);
  shaking.unref();
}

function still(): void {
  if (shaking) clearInterval(shaking);
  shaking = null;
}

/** The weigh-off's first contest weighed on the simulated rig until the scale's stage is `until`:
 * equal collections are a tie, each side then takes a piece out (R22); with a hand on the left cup
 * (`shaken`) the scale never keeps still, and is undecided at its time limit (R24). */
const onScale =
  (until: string, shaken = false) =>
  async (ctx: Ctx): Promise<void> => {
    const rig = ctx.server.rig;
    if (!rig) throw new Error('this entry needs the hands of the simulated rig');
    still();
    await load(ctx, weighOff());
    rig.setGrams(0, 0);
    rig.setGrams(1, 0);
    const seen: string[] = [];
    for (const end = Date.now() + 90_000; ; ) {
      const { weigh } = (await readState(ctx.server)) as unknown as { weigh: { stage: string; taring?: unknown } };
      if (seen.at(-1) !== weigh.stage) seen.push(weigh.stage);
      if (weigh.stage === until) break;
      if (Date.now() > end) throw new Error(`the scale never came to "${until}" (stages: ${seen.join(', ')})`);
      if (weigh.stage === 'tare' && !weigh.taring) await ctx.host.request({ type: 'weigh', action: 'tare' });
      else if (weigh.stage === 'loading') {
        rig.setGrams(0, 60);
        rig.setGrams(1, 60);
        await ctx.host.request({ type: 'weigh', action: 'loaded' });
      } else if (weigh.stage === 'weighing' && shaken) shake(rig);
      else if (weigh.stage === 'undecided') await ctx.host.request({ type: 'weigh', action: 'tie' });
      await new Promise((r) => setTimeout(r, 200));
    }
    await shown(ctx);
  };

/** The weigh-off's first contest judged by hand (`heavier`), the next weighing to tare. */
const judged = (id: string, caption: string, heavier: 'left' | 'none'): Entry => ({
  id,
  caption,
  async reach(ctx) {
    await load(ctx, weighOff());
    await ctx.host.act({ type: 'input', input: { type: 'verdict', heavier } });
    await shown(ctx);
  },
  show: (page) => gameScreen(page, 'screen-weighoff'),
  action: (p) => p.getByTestId('weigh-stage').getByRole('button', { name: 'Tare', exact: true }),
});

export const SEVEN_SEIZE_WEIGH_OFF: readonly Entry[] = [
  judged('seven-seize/verdict', 'a weigh-off verdict given, the next contest to weigh', 'left'),
  judged('seven-seize/tiebreak-by-hand', 'no clear winner, judged by hand: each side sets a piece aside, the next weighing to tare (R22)', 'none'),
  {
    id: 'seven-seize/tiebreak-verdict',
    caption: "the scale's verdict: no clear winner, each side takes a piece out (R22)",
    reach: onScale('tiebreak'),
    show: (page) => gameScreen(page, 'screen-weighoff'),
    action: (p) => p.getByTestId('weigh-stage').getByRole('button', { name: 'Removed', exact: true }),
  },
  {
    id: 'seven-seize/undecided',
    caption: 'no clear winner at the time limit: call it a tie, lift both out or weigh longer (R24)',
    reach: onScale('undecided', true),
    // The hand stays on the cup while the sizes are checked: a still cup would let the scale decide.
    async show(page, ctx) {
      if (ctx.server.rig) shake(ctx.server.rig);
      await gameScreen(page, 'screen-weighoff');
    },
    leave: async () => still(),
    action: (p) => p.getByTestId('weigh-stage').locator('.choices').getByRole('button'),
  },
];
