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

/** The name of a seat that speaks to the player who holds it (a first game on the tablet alone):
 * its sentences read "your coin", "You win", not "You's coin", "You wins". */
export const YOU = 'You';

/** `Ann's` / `Your` at the start of a sentence (`your` within one). */
export const whose = (name: string, within = false): string => (name === YOU ? (within ? 'your' : 'Your') : `${name}'s`);

/** `Ann's` / `yours`, standing alone: "the stack is Ann's now". */
export const owned = (name: string): string => (name === YOU ? 'yours' : `${name}'s`);

/** The verb for `name`: `Ann wins` / `You win` (`singular`, `plural`). */
export const verb = (name: string, singular: string, plural: string): string => `${name} ${name === YOU ? plural : singular}`;

/** `Ann wins`, `Ann and Bob share the win`, `You win`. */
export function whoWins(winners: readonly string[]): string {
  if (winners.length === 1 && winners[0] === YOU) return 'You win';
  return `${andList(winners)} ${winners.length > 1 ? 'share the win' : 'wins'}`;
}
