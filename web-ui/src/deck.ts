// The 52 cards (R1 notation) in the order people sort a deck: by suit, ace to king.
export const SUITS = ['S', 'H', 'D', 'C'] as const;
export const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;
export const DECK: readonly string[] = SUITS.flatMap((s) => RANKS.map((r) => `${r}${s}`));

const CARD = /^(?:A|K|Q|J|10|[2-9])[SHDC]$/;

/**
 * Checks an imported card map (UID → card id): an object of 8- or 14-digit hex UIDs to distinct
 * cards. Returns the map, or the first problem in words.
 */
export function parseCardMap(text: string): { map: Record<string, string> } | { problem: string } {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { problem: 'the file is not JSON' };
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return { problem: 'the file must hold one object: {"UID": "card", …}' };
  const map: Record<string, string> = {};
  const seen = new Map<string, string>();
  for (const [uid, card] of Object.entries(raw)) {
    if (!/^(?:[0-9A-F]{8}|[0-9A-F]{14})$/.test(uid)) return { problem: `"${uid.slice(0, 20)}" is not a sticker UID (8 or 14 hex digits, upper case)` };
    if (typeof card !== 'string' || !CARD.test(card)) return { problem: `UID ${uid}: "${String(card).slice(0, 10)}" is not a card such as 10H or QS` };
    const other = seen.get(card);
    if (other) return { problem: `${card} is given to two stickers (${other} and ${uid})` };
    seen.set(card, uid);
    map[uid] = card;
  }
  return { map };
}
