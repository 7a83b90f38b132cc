// The addresses a tablet can open the table at, and a QR code of one, for `serve` and `pair`.
import { createRequire } from 'node:module';
import { networkInterfaces } from 'node:os';

/** Addresses a tablet can use: the LAN addresses when listening on all interfaces. */
export function urlsFor(host: string, port: number): string[] {
  if (host !== '0.0.0.0' && host !== '::') return [`http://${host.includes(':') ? `[${host}]` : host}:${port}`];
  const lan = Object.values(networkInterfaces())
    .flat()
    .filter((i) => i && i.family === 'IPv4' && !i.internal)
    .map((i) => `http://${i?.address}:${port}`);
  return [...lan, `http://127.0.0.1:${port}`];
}

/** qrcode-terminal is CommonJS without types: the one function used, typed here. */
export function qrcode(): { generate(text: string, opts: { small: boolean }, done: (code: string) => void): void } {
  return createRequire(import.meta.url)('qrcode-terminal') as ReturnType<typeof qrcode>;
}
