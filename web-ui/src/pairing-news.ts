// What a `pairing` message about asks and host links changes in the tablet's state (the rest, its
// own key's fate, is the connection's: connection.ts). Pure: the state before, the message, when.
import type { PairingMsg } from '#protocol';
import type { ClientState, Standing } from './client-state.ts';

/** What a standing keeps of `msg` for its words (parts/pairing-words.ts): its English, why, and the values its words need. */
export function standingWords(msg: PairingMsg): Pick<Standing, 'message' | 'reason' | 'button' | 'keeps' | 'secondsLeft'> {
  return {
    message: msg.message,
    ...(msg.reason !== undefined ? { reason: msg.reason } : {}),
    ...(msg.button !== undefined ? { button: msg.button } : {}),
    ...(msg.keeps !== undefined ? { keeps: msg.keeps } : {}),
    ...(msg.secondsLeft !== undefined ? { secondsLeft: msg.secondsLeft } : {}),
  };
}

/** The change `msg` makes; none for `paired` and `refused`, which the connection takes itself. */
export function pairingNews(now: ClientState, msg: PairingMsg, at: number): Partial<ClientState> {
  switch (msg.state) {
    case 'paired':
    case 'refused':
      return {};
    case 'asking':
      return { standing: { state: 'asking', message: msg.message, code: msg.code ?? '', secondsLeft: msg.secondsLeft ?? 0, at } };
    case 'asked':
      return { asked: { code: msg.code ?? '', secondsLeft: msg.secondsLeft ?? 0, at } };
    case 'invited':
      return { hostLink: { code: msg.code ?? '', secondsLeft: msg.secondsLeft ?? 0, at } };
    case 'withdrawn':
      // A link it shows makes no one host: marked so, with why, until a new one is made.
      return now.hostLink ? { hostLink: { ...now.hostLink, withdrawn: msg.message } } : {};
    case 'ended':
      return {
        ...(now.asked && now.asked.code === msg.code ? { asked: null } : {}),
        ...(now.standing?.state === 'asking' ? { standing: { ...standingWords(msg), state: 'ended', at } } : {}),
      };
  }
}
