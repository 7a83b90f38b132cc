// Every kind of device the table opens instead of the rig, by the id `--balance` takes. Adding one
// is a line here (docs/adding-a-device.md); the CLIs' flags and help, the server and openDevice
// read this list, or one a test gives them.
import { aAndDFormat } from './balance/a-and-d.ts';
import { balanceKind } from './balance/balance-kind.ts';
import { mtSicsFormat } from './balance/mt-sics.ts';
import { RIG_KINDS, type DeviceKind } from './device-kind.ts';

export type DeviceKinds = ReadonlyMap<string, DeviceKind>;

const ID = /^[a-z][a-z0-9-]{0,29}$/;

/** The kinds by id; refuses an id the command line could not take, a rig's own, or one given twice. */
export function kindsOf(kinds: readonly DeviceKind[]): DeviceKinds {
  const byId = new Map<string, DeviceKind>();
  for (const k of kinds) {
    if (!ID.test(k.id)) throw new Error(`a device kind's id is a lower-case word (letters, digits, '-'), not '${k.id}'`);
    if (RIG_KINDS.includes(k.id)) throw new Error(`'${k.id}' is one of the rig's own kinds`);
    if (byId.has(k.id)) throw new Error(`two device kinds are called '${k.id}'`);
    byId.set(k.id, k);
  }
  return byId;
}

export const deviceKinds: DeviceKinds = kindsOf([
  balanceKind({ id: 'mt-sics', what: 'a Mettler Toledo balance (MT-SICS)', format: mtSicsFormat }),
  balanceKind({ id: 'and', what: 'an A&D balance (A&D standard format)', format: aAndDFormat }),
]);

/** The ids as a choice in words: "mt-sics or and". */
export function kindChoice(kinds: DeviceKinds): string {
  const ids = [...kinds.keys()];
  return ids.length <= 1 ? (ids[0] ?? 'none') : `${ids.slice(0, -1).join(', ')} or ${ids.at(-1)}`;
}

/** One line of the help per kind, its id and what it is, each line indented by `indent`. */
export function kindLines(kinds: DeviceKinds, indent: string): string {
  const width = Math.max(0, ...[...kinds.keys()].map((id) => id.length));
  return [...kinds.values()].map((k) => `${indent}${k.id.padEnd(width)}  ${k.what}`).join('\n');
}
