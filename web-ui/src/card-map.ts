// The card map a rig exports and imports (UID → card id), checked before it is sent.

/**
 * Checks an imported card map: an object of 8- or 14-digit hex UIDs to distinct cards of the deck
 * (`cards`, its card ids). Returns the map, or the first problem in words.
 */
export function parseCardMap(text: string, cards: readonly string[]): { map: Record<string, string> } | { problem: string } {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { problem: 'the file is not JSON' };
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return { problem: 'the file must hold one object: {"UID": "card", …}' };
  const deck = new Set(cards);
  const map: Record<string, string> = {};
  const seen = new Map<string, string>();
  for (const [uid, card] of Object.entries(raw)) {
    if (!/^(?:[0-9A-F]{8}|[0-9A-F]{14})$/.test(uid)) return { problem: `"${uid.slice(0, 20)}" is not a sticker UID (8 or 14 hex digits, upper case)` };
    if (typeof card !== 'string' || !deck.has(card))
      return {
        problem: `UID ${uid}: "${String(card).slice(0, 10)}" is not a card of the deck${cards.length ? ` such as ${cards[0]} or ${cards.at(-1)}` : ''}`,
      };
    const other = seen.get(card);
    if (other) return { problem: `${card} is given to two stickers (${other} and ${uid})` };
    seen.set(card, uid);
    map[uid] = card;
  }
  return { map };
}
