// Blackbeard's Booty's question read out (screen readers, and the voice when it is on): the bag
// draw for who starts (B6), then which pirate is to move.
import type { SessionState } from '#protocol';
import { isObj } from '../view-check.ts';
import { t } from '../../i18n/i18n.ts';
import { colourWord } from './model.ts';

export function announce(session: SessionState): string | null {
  const a = isObj(session.view.awaiting) ? session.view.awaiting : null;
  if (a?.type === 'first') return t('Draw from the bag: who moves first?');
  if (a?.type === 'move' && typeof a.player === 'string' && typeof a.colour === 'string')
    return t('{player} ({colour}) to move.', { player: a.player, colour: colourWord(a.colour) });
  return null;
}
