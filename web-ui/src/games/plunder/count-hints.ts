// What the virtual rig offers while the scale counts (the GameUi's rigHints): while learning, the
// ten tokens to put in together; once a cup is chosen, the holder's pieces as the ledger has them, to pour in.
import type { SessionState } from '#protocol';
import type { CupLoad } from '../types.ts';
import { isCounted, isPlunderView, ledgerCount, SIM_TOKENS } from './model.ts';
import { t } from '../../i18n/i18n.ts';
import { grams } from '../../i18n/format.ts';

export function countHints(session: SessionState): { recent: string[]; load: CupLoad | null } {
  const count = session.count;
  const view: unknown = session.view;
  if (!count || !isPlunderView(view)) return { recent: [], load: null };
  const token = count.kind === 'crew' ? SIM_TOKENS.crew : SIM_TOKENS.treasure;
  if (count.stage === 'learn') {
    const many = count.kinds.find((k) => k.id === count.kind)?.many ?? count.kind;
    const n = count.learnOf;
    return {
      recent: [],
      load: { left: { name: many, pieces: n, ...token, label: t('{count} {pieces} ({weight} each)', { count: n, pieces: many, weight: grams(token.grams) }) } },
    };
  }
  if (count.stage !== 'ready' || !count.cup || !isCounted(count.cup.pieces)) return { recent: [], load: null };
  const { holder, pieces } = count.cup;
  const n = ledgerCount(view, holder, pieces);
  const words = count.pieces.find((p) => p.id === pieces)?.words ?? pieces;
  const label =
    holder === 'harbour'
      ? t("The harbour's {count} {pieces}", { count: n, pieces: words })
      : t("{player}'s {count} {pieces}", { player: holder, count: n, pieces: words });
  return { recent: [], load: { left: { name: holder, pieces: n, ...token, label } } };
}
