// The rig's firmware with another version in its HELLO, for the tests of flashing: the built image
// with its version string overwritten (same length), written as Intel HEX to a temporary file.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hexImage } from '../../firmware-bridge/src/index.ts';
import { ensureFirmwareHex } from '../../hardware/emulated-rig/index.ts';
import { parseIntelHex, toIntelHex } from '../../hardware/emulated-rig/intel-hex.ts';

/** The version the built firmware says (hardware/firmware/quartermaster/rig.h). */
export function builtVersion(): string {
  const header = readFileSync(new URL('../../hardware/firmware/quartermaster/rig.h', import.meta.url), 'utf8');
  const m = /QM_FIRMWARE_VERSION "([^"]+)"/.exec(header);
  if (!m?.[1]) throw new Error('rig.h names no QM_FIRMWARE_VERSION');
  return m[1];
}

/** A hex file of the firmware saying `version` (as long as the built one's), and its size in bytes. */
export function firmwareVariant(version: string, padTo?: number): { path: string; bytes: number } {
  const text = readFileSync(ensureFirmwareHex(), 'utf8');
  const size = hexImage(text, 'the firmware');
  if ('problem' in size) throw new Error(size.problem);
  const old = builtVersion();
  if (version.length !== old.length) throw new Error(`a variant's version must be as long as ${old}`);
  const bytes = Buffer.from(new Uint8Array(parseIntelHex(text).buffer));
  const at = bytes.indexOf(`${old}\0`);
  if (at < 0) throw new Error(`the firmware image holds no "${old}"`);
  bytes.write(version, at, 'latin1');
  const length = padTo ?? size.bytes;
  const out = Buffer.alloc(length, 0xff);
  bytes.copy(out, 0, 0, Math.min(length, size.bytes));
  const path = join(mkdtempSync(join(tmpdir(), 'qm-fw-')), `quartermaster-${version}.hex`);
  writeFileSync(path, toIntelHex(out));
  return { path, bytes: length };
}
