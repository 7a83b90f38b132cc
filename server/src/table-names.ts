// The names the table is reached by: its own addresses (every interface's), loopback, localhost,
// its host name and `<host name>.local`, on the port it listens on; and names the owner gives
// (`serve --host-name NAME`, or NAME:PORT for a name reached on another port: behind a proxy or a
// port mapping).
// A request whose Host header names anything else comes from a page that only pretends to be the
// table (DNS rebinding: a name on the internet made to resolve to the table's address) and is
// refused. The interfaces are read again when a name is not known (an address taken from DHCP
// after the start), at most once a second.
import { hostname, networkInterfaces } from 'node:os';

/** What a Host header may look like: a name or IPv4 address, or an IPv6 address in brackets, and a port. */
const HOST_SHAPE = /^(?:[a-z0-9_.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;
const LOOPBACK_V4 = /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/;
const REREAD_MS = 1000;

/** A Host header's name (lowercase, IPv6 in brackets, no trailing dot) and port, or null when it is not one. */
export function parseHost(header: string | undefined): { name: string; port: number | null } | null {
  if (header === undefined || header.length > 300 || !HOST_SHAPE.test(header)) return null;
  let url: URL;
  try {
    url = new URL(`http://${header}`);
  } catch {
    return null;
  }
  const name = url.hostname.replace(/\.$/, '');
  if (name === '') return null;
  // URL leaves out port 80 (http's own): a Host without a port means 80 too.
  return { name, port: url.port === '' ? 80 : Number(url.port) };
}

/** A name or address as `parseHost` gives it (an IPv6 address with or without brackets), or null. */
export function normalName(name: string): string | null {
  if (name.includes(':') && !name.startsWith('[')) name = `[${name}]`;
  const p = parseHost(name);
  return p && !/:\d+$/.test(name) ? p.name : null;
}

/** A name the owner gives (`--host-name`) as the table keeps it: `name`, or `name:port` when it
 * comes with a port; null when it is neither (a scheme, a path, a space …). */
export function givenName(text: string): string | null {
  const bareIpv6 = (text.match(/:/g)?.length ?? 0) > 1 && !text.startsWith('[');
  if (bareIpv6) return normalName(text);
  const p = parseHost(text);
  if (!p) return null;
  return /:\d+$/.test(text) ? `${p.name}:${p.port}` : p.name;
}

export interface NameSources {
  hostname(): string;
  addresses(): string[];
  now(): number;
}

const fromOs: NameSources = {
  hostname,
  addresses: () =>
    Object.values(networkInterfaces())
      .flat()
      .flatMap((i) => (i ? [i.address] : [])),
  now: () => performance.now(),
};

export class TableNames {
  private names = new Set<string>();
  private readAt = -Infinity;
  private readonly given: string[];

  /** `given`: the owner's own names for the table (`givenName`'s; one it refuses is left out). */
  constructor(
    given: readonly string[] = [],
    private readonly sources: NameSources = fromOs,
  ) {
    this.given = given.flatMap((n) => givenName(n) ?? []);
    this.read();
  }

  /** Whether a request with this Host header, arriving on `localPort` (unknown: any), is meant for the table. */
  allows(host: string | undefined, localPort: number | undefined): boolean {
    const p = parseHost(host);
    if (!p) return false;
    if (this.given.includes(`${p.name}:${p.port}`)) return true;
    if (localPort !== undefined && p.port !== localPort) return false;
    if (p.name === 'localhost' || p.name === '[::1]' || LOOPBACK_V4.test(p.name) || this.names.has(p.name)) return true;
    if (this.sources.now() - this.readAt < REREAD_MS) return false;
    this.read();
    return this.names.has(p.name);
  }

  private read(): void {
    this.readAt = this.sources.now();
    const own = this.sources.hostname().toLowerCase();
    const short = own.split('.')[0] ?? own;
    const addresses = this.sources.addresses().flatMap((a) => normalName(a) ?? []);
    this.names = new Set([...this.given, own, `${own}.local`, `${short}.local`, ...addresses]);
  }
}
