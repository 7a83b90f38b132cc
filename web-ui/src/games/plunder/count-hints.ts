// What the virtual rig offers while the scale counts (the GameUi's rigHints): while learning, one
// token at a time; once a cup is chosen, the holder's pieces as the ledger has them, to pour in.
import type { SessionState } from '../../../../server/src/protocol.ts';
import type { CupLoad } from '../types.ts';
import { countedWords, isCounted, isPlunderView, ledgerCount, SIM_TOKENS } from './model.ts';

export function countHints(session: SessionState): { recent: string[]; load: CupLoad | null } {
  const count = session.count;
  const view: unknown = session.view;
  if (!count || !isPlunderView(view)) return { recent: [], load: null };
  const token = count.kind === 'crew' ? SIM_TOKENS.crew : SIM_TOKENS.treasure;
  if (count.stage === 'learn') {
    const one = count.kind === 'crew' ? 'crew member' : 'treasure';
    return { recent: [], load: { left: { name: one, pieces: 1, ...token, label: `One ${one} (${token.grams} g)` } } };
  }
  if (count.stage !== 'ready' || !count.cup || !isCounted(count.cup.pieces)) return { recent: [], load: null };
  const { holder, pieces } = count.cup;
  const n = ledgerCount(view, holder, pieces);
  const whose = holder === 'harbour' ? "The harbour's" : `${holder}'s`;
  return { recent: [], load: { left: { name: holder, pieces: n, ...token, label: `${whose} ${n} ${countedWords(pieces)}` } } };
}
