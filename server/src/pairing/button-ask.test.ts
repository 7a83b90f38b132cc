// The ask to be host on its own, with a table and tablets of the test's: it ends when its time is
// up, a press the weigh-off needs is the weigh-off's, and asks are refused while the button is busy
// or missing, and beyond three from one address until two minutes have passed.
import { describe, expect, it } from 'vitest';
import type { PairingMsg } from '#protocol';
import { ButtonAsk, type ButtonTable, type PairingTablet } from './button-ask.ts';
import { Tries } from './tries.ts';

function setUp(askMs = 60_000) {
  const table: ButtonTable & { busy: string | null; ready: boolean } = {
    busy: null,
    ready: true,
    get buttonReady() {
      return this.ready;
    },
    buttonBusy() {
      return this.busy;
    },
    pressTaker: null,
  };
  const granted: PairingTablet[] = [];
  const said: string[] = [];
  const ask = new ButtonAsk(table, { grant: (t) => (granted.push(t), { ok: true }), hosts: () => [], say: (m) => said.push(m) }, askMs);
  return { table, ask, granted, said };
}
function tablet(ip = '10.0.0.2'): PairingTablet & { heard: PairingMsg[]; heardNext: Promise<PairingMsg> } {
  const heard: PairingMsg[] = [];
  let wake: ((m: PairingMsg) => void) | null = null;
  const t = {
    ip,
    hostBy: null,
    heard,
    get heardNext() {
      return new Promise<PairingMsg>((r) => (wake = r));
    },
    tell: (m: PairingMsg) => {
      heard.push(m);
      wake?.(m);
    },
  };
  return t;
}

describe('ButtonAsk', () => {
  it('ends when no one presses the button in time', async () => {
    const { ask, table, granted } = setUp(30);
    const t = tablet();
    const ended = t.heardNext.then(() => t.heardNext);
    expect(ask.start(t)).toEqual({ ok: true });
    expect(await ended).toMatchObject({ state: 'ended', reason: 'timed-out' });
    expect(t.heard.map((m) => m.state)).toEqual(['asking', 'ended']);
    expect(table.pressTaker?.()).toBeNull(); // a press now is "All in" again
    expect(granted).toEqual([]);
  });

  it("a press while a weigh-off is under way is the weigh-off's; the ask stays and the next free press grants it", () => {
    const { ask, table, granted, said } = setUp();
    const t = tablet();
    ask.start(t);
    expect(said[0]).toMatch(/asks to be host, code \d{4}: press the rig's button within 60 s/);
    table.busy = 'a weigh-off is under way';
    expect(table.pressTaker?.()).toBeNull();
    expect(granted).toEqual([]);
    table.busy = null;
    expect(table.pressTaker?.()).toEqual({ ok: true });
    expect(granted).toEqual([t]);
    expect(table.pressTaker?.()).toBeNull();
    ask.close();
  });

  it('refuses an ask while the weigh-off has the button, without a button, and from a host', () => {
    const { ask, table } = setUp();
    table.busy = 'a weigh-off is under way (Ann against Bob)';
    expect(ask.start(tablet())).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/the rig's button is the weigh-off's now \(a weigh-off is under way \(Ann against Bob\)\)/),
    });
    table.busy = null;
    table.ready = false;
    expect(ask.start(tablet())).toMatchObject({ ok: false, reason: expect.stringMatching(/no rig's button/) });
    table.ready = true;
    expect(ask.start({ ...tablet(), hostBy: 'token' })).toMatchObject({ ok: false, reason: 'this tablet is the host already' });
    ask.close();
  });

  it('three asks from one address, then one every two minutes; another address may still ask', () => {
    const { ask } = setUp();
    for (let i = 0; i < 3; i++) {
      const t = tablet('10.0.0.7');
      expect(ask.start(t)).toEqual({ ok: true });
      ask.cancel(t);
    }
    expect(ask.start(tablet('10.0.0.7'))).toMatchObject({ ok: false, reason: expect.stringMatching(/asked too often: ask again in 120 s/) });
    expect(ask.start(tablet('10.0.0.8'))).toEqual({ ok: true });
    ask.close();
  });
});

describe('Tries', () => {
  it('refills with time, and a clock set back refills nothing', () => {
    let now = 1_000_000;
    const tries = new Tries(2, 6, () => now);
    tries.spend('a');
    tries.spend('a');
    expect(tries.allowed('a')).toBe(false);
    expect(tries.secondsUntil('a')).toBe(10);
    now -= 60_000;
    expect(tries.allowed('a')).toBe(false);
    now += 10_000;
    expect(tries.allowed('a')).toBe(true);
    expect(tries.allowed('b')).toBe(true);
  });
});
