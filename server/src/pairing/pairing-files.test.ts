// The files behind host tablets: hosts.json keeps hashes, at most MAX_HOSTS, and a damaged one keeps
// nobody; a code of `quartermaster pair` works once and only in time; a forget request is taken once.
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HostPairings, MAX_HOSTS } from './host-pairings.ts';
import { CODE_MS, forgetRequested, makePairCode, redeemPairCode, requestForgetAll, takeForgetRequest } from './pair-requests.ts';
import { tempDirEach } from '../../../test/temp-dir.ts';

let dir: string;
tempDirEach('qm-pairing-files-', (d) => (dir = d));

describe('hosts.json', () => {
  it('keeps its tablets for the next open, forgets the oldest beyond MAX_HOSTS, and forgets all', () => {
    const hosts = HostPairings.open(dir, () => {});
    const secrets = Array.from({ length: MAX_HOSTS + 1 }, () => hosts.pair('link').secret);
    const reopened = HostPairings.open(dir, () => {});
    expect(reopened.count).toBe(MAX_HOSTS);
    expect(reopened.idOf(secrets[0]!)).toBeNull();
    expect(reopened.idOf(secrets.at(-1)!)).toMatch(/^[0-9a-f]{8}$/);
    expect(reopened.wereForgotten).toBe(false);
    expect(reopened.forgetAll()).toBe(MAX_HOSTS);
    const after = HostPairings.open(dir, () => {});
    expect(after.count).toBe(0);
    expect(after.wereForgotten).toBe(true);
  });

  it('a damaged or foreign file keeps nobody, and says so', () => {
    for (const text of ['{"hosts":', '{"hosts":[{"id":"x","sha256":"y","at":"","by":"link"}],"forgotten":null}', '[]']) {
      writeFileSync(join(dir, 'hosts.json'), text);
      const warned: string[] = [];
      expect(HostPairings.open(dir, (m) => warned.push(m)).count).toBe(0);
      expect(warned).toEqual([
        expect.stringMatching(/^hosts\.json (could not be read \(not JSON\)|is not a list of host tablets): no tablet is host until one is paired again$/),
      ]);
    }
  });
});

describe('codes of quartermaster pair', () => {
  it('work once, only in time; expired ones are swept when the next is made', () => {
    const now = 1_700_000_000_000;
    const code = makePairCode(dir, now);
    expect(redeemPairCode(dir, code, now + 1000)).toBe(true);
    expect(redeemPairCode(dir, code, now + 1000)).toBe(false);
    const late = makePairCode(dir, now);
    expect(redeemPairCode(dir, late, now + CODE_MS + 1)).toBe(false);
    makePairCode(dir, now);
    makePairCode(dir, now + CODE_MS + 1);
    expect(readdirSync(join(dir, 'pairing'))).toHaveLength(1);
    expect(redeemPairCode(dir, '../../etc/passwd', now)).toBe(false);
  });

  it('a forget request is there until taken, and taken once', () => {
    requestForgetAll(dir);
    expect(forgetRequested(dir)).toBe(true);
    expect(takeForgetRequest(dir)).toBe(true);
    expect(takeForgetRequest(dir)).toBe(false);
    expect(existsSync(join(dir, 'pairing', 'forget-all'))).toBe(false);
  });
});
