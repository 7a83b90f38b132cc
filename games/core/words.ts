// Small pieces of English the games' texts share: a list of names, a count of things.

/** `Ann`, `Ann and Bob`, `Ann, Bob and Cy`. */
export function andList(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** `1 piece`, `3 pieces`. */
export function count(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** `Ann wins`, `Ann and Bob share the win`. */
export function whoWins(winners: readonly string[]): string {
  return `${andList(winners)} ${winners.length > 1 ? 'share the win' : 'wins'}`;
}
