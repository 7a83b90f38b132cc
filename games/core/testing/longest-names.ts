// Players' names at their longest (MAX_NAME characters each), for the screens' worst case: random
// games played with them show every prompt with the widest names a table may type. Half are one
// unbroken word (a name the screen must wrap anywhere), half words a line may break between.
import { MAX_NAME } from '../seats.ts';

const STEMS = [
  'Bartholomew Roberts of the Royal Fortune',
  'Wilhelminabartholomewsworthymontgomeryst',
  'Anne Bonny Mary Read and Calico Jack Rack',
  'Maximilianwolfgangamadeusmozartwhitebeard',
  'Grace O’Malley the Pirate Queen of Connac',
  'Wonderwomanwilhelminawarwickwindsworthyx',
  'Henry Every the Arch Pirate of the Fancy',
  'Montgomeryworthingtonwhistlewoodwimbledo',
];

/** `n` distinct names of exactly MAX_NAME characters (at most eight). */
export function longestNames(n: number): string[] {
  if (n > STEMS.length) throw new Error(`only ${STEMS.length} longest names, not ${n}`);
  return STEMS.slice(0, n).map((s) => s.padEnd(MAX_NAME, 'x').slice(0, MAX_NAME));
}
