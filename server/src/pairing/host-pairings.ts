// The host tablets this table keeps across restarts: `hosts.json` in the data directory, one line
// per tablet with the SHA-256 of its pairing secret (never the secret: a copy of the file makes
// nobody host). A secret is 256 random bits, so its plain hash cannot be turned back or guessed.
// Written atomically and fsynced (durable.ts): a crash leaves the old list or the new one.
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Type, type Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { HOST_SECRET } from '#protocol';
import { errorCode, writeFileDurably } from '../session/durable.ts';

/** How a tablet became host: the host link of a start, the rig's button, or `quartermaster pair`. */
export type PairedBy = 'link' | 'button' | 'pair-code';

const Paired = Type.Object({
  id: Type.String({ pattern: '^[0-9a-f]{8}$' }),
  sha256: Type.String({ pattern: '^[0-9a-f]{64}$' }),
  at: Type.String({ maxLength: 40 }),
  by: Type.Union([Type.Literal('link'), Type.Literal('button'), Type.Literal('pair-code')]),
});
const HostsFile = Type.Object({
  hosts: Type.Array(Paired, { maxItems: 1000 }),
  /** When every host tablet was last forgotten (ISO time), for the refusal's words. */
  forgotten: Type.Union([Type.String({ maxLength: 40 }), Type.Null()]),
});
type HostsFile = Static<typeof HostsFile>;

/** At most this many tablets are kept; pairing one more forgets the one paired longest ago. */
export const MAX_HOSTS = 32;
export const HOSTS_FILE = 'hosts.json';

const digest = (secret: string): string => createHash('sha256').update(secret).digest('hex');

export class HostPairings {
  private constructor(
    private readonly path: string,
    private file: HostsFile,
  ) {}

  /** The data directory's host tablets; a file that cannot be read keeps nobody (a warning says why). */
  static open(dataDir: string, warn: (message: string) => void): HostPairings {
    const path = join(dataDir, HOSTS_FILE);
    let file: HostsFile = { hosts: [], forgotten: null };
    try {
      const raw: unknown = JSON.parse(readFileSync(path, 'utf8'));
      if (Value.Check(HostsFile, raw)) file = raw;
      else warn(`${HOSTS_FILE} is not a list of host tablets: no tablet is host until one is paired again`);
    } catch (e) {
      if (errorCode(e) !== 'ENOENT') warn(`${HOSTS_FILE} could not be read (${errorCode(e) ?? 'not JSON'}): no tablet is host until one is paired again`);
    }
    return new HostPairings(path, file);
  }

  get count(): number {
    return this.file.hosts.length;
  }

  /** Whether every host tablet was forgotten at some time (a pairing unknown here then likely was). */
  get wereForgotten(): boolean {
    return this.file.forgotten !== null;
  }

  /** The id of the pairing whose secret this is, or null. */
  idOf(secret: string): string | null {
    if (!HOST_SECRET.test(secret)) return null;
    const sha = digest(secret);
    return this.file.hosts.find((h) => h.sha256 === sha)?.id ?? null;
  }

  /**
   * A new host tablet: its secret (to hand to that tablet only) and id. `replaces`, the secret it
   * held before, is forgotten (`replaced`), and so is the pairing made longest ago when MAX_HOSTS
   * are kept already (`dropped`): the ids of pairings that end here, whose tablets are host no more.
   * Throws when the file cannot be written (the tablet is then not kept, and none is forgotten).
   */
  pair(by: PairedBy, replaces?: string): { secret: string; id: string; replaced: string | null; dropped: string[] } {
    const secret = `host.${randomBytes(32).toString('base64url')}`;
    const id = randomBytes(4).toString('hex');
    const replaced = replaces === undefined ? null : this.idOf(replaces);
    const kept = this.file.hosts.filter((h) => h.id !== replaced);
    const all = [...kept, { id, sha256: digest(secret), at: new Date().toISOString(), by }];
    const hosts = all.slice(-MAX_HOSTS);
    this.save({ ...this.file, hosts });
    return { secret, id, replaced, dropped: all.slice(0, all.length - hosts.length).map((h) => h.id) };
  }

  /** Forgets every host tablet; how many there were. Throws when the file cannot be written. */
  forgetAll(): number {
    const n = this.file.hosts.length;
    this.save({ hosts: [], forgotten: new Date().toISOString() });
    return n;
  }

  private save(file: HostsFile): void {
    writeFileDurably(this.path, `${JSON.stringify(file, null, 1)}\n`);
    this.file = file;
  }
}
