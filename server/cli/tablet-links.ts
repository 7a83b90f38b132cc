// The addresses a tablet can open the table at, and a QR code of one, for `serve` and `pair`.
import { networkInterfaces } from 'node:os';
import QRCode from 'qrcode';

/** Addresses a tablet can use: the LAN addresses when listening on all interfaces. */
export function urlsFor(host: string, port: number): string[] {
  if (host !== '0.0.0.0' && host !== '::') return [`http://${host.includes(':') ? `[${host}]` : host}:${port}`];
  const lan = Object.values(networkInterfaces())
    .flat()
    .filter((i) => i && i.family === 'IPv4' && !i.internal)
    .map((i) => `http://${i?.address}:${port}`);
  return [...lan, `http://127.0.0.1:${port}`];
}

/** `url` as a QR code drawn in a terminal's text (two rows of modules a line), the tablet's QR library's. */
export function terminalQr(url: string): Promise<string> {
  return QRCode.toString(url, { type: 'terminal', small: true });
}
