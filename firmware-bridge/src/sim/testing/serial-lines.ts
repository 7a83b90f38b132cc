// For the simulated devices' tests: the lines a device writes on its serial side, and what of them
// is new since the test last looked.
import type { Duplex } from 'node:stream';

/** Hands each CRLF-ended line `serial` writes to `onLine`, as it ends (latin1, its CRLF removed). */
export function onSerialLines(serial: Duplex, onLine: (line: string) => void): void {
  let rest = '';
  serial.on('data', (d: Buffer) => {
    const parts = (rest + d.toString('latin1')).split('\r\n');
    rest = parts.pop()!;
    for (const line of parts) onLine(line);
  });
}

/** What `list` has gained since the last call (all of it at the first). */
export function sinceLast<T>(list: readonly T[]): () => T[] {
  let taken = 0;
  return () => {
    const fresh = list.slice(taken);
    taken = list.length;
    return fresh;
  };
}
