import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { backoffMs, connect } from './connection.ts';
import { sessionProblem } from './session-check.ts';
import { wireSession } from './testing/session.ts';

describe('reconnect backoff', () => {
  it('starts near 250 ms, doubles, and never exceeds 5 s (plus jitter)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), fc.double({ min: 0, max: 0.999999, noNaN: true }), (n, r) => {
        const ms = backoffMs(n, () => r);
        const base = Math.min(5000, 250 * 2 ** (n - 1));
        expect(ms).toBeGreaterThanOrEqual(Math.floor(base * 0.75));
        expect(ms).toBeLessThanOrEqual(Math.ceil(base * 1.25));
      }),
    );
    expect(backoffMs(1, () => 0.5)).toBe(250);
    expect(backoffMs(3, () => 0.5)).toBe(1000);
    expect(backoffMs(50, () => 0.5)).toBe(5000);
  });
});

/** Just enough of a browser WebSocket to drive the connection by hand. */
class FakeSocket {
  static readonly OPEN = 1;
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: string[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((ev: { data: string }) => void) | null = null;
  onclose: ((ev: { code: number; reason: string }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(d: string) {
    this.sent.push(d);
  }
  close() {
    this.drop();
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  receive(m: unknown) {
    this.onmessage?.({ data: typeof m === 'string' ? m : JSON.stringify(m) });
  }
  drop(code = 1006, reason = '') {
    this.readyState = 3;
    this.onclose?.({ code, reason });
  }
}

/** A connection to the table, its first socket opened. */
function opened(): { c: ReturnType<typeof connect>; s: FakeSocket } {
  const c = connect({ url: 'ws://table/ws' });
  const s = FakeSocket.all[0] as FakeSocket;
  s.open();
  return { c, s };
}
const session = (version: number, extra: Record<string, unknown> = {}) => wireSession({ version, ...extra });

describe('connection', () => {
  beforeEach(() => {
    FakeSocket.all = [];
    vi.useFakeTimers();
    vi.stubGlobal('WebSocket', FakeSocket);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows the snapshot, keeps only newer states, and reconnects with backoff after a drop', () => {
    const { c, s: first } = opened();
    expect(c.store.get().link).toBe('connecting');
    first.receive({ type: 'snapshot', ...session(5) });
    expect(c.store.get()).toMatchObject({ link: 'open', session: { version: 5 } });
    first.receive({ type: 'state', ...session(7) });
    first.receive({ type: 'state', ...session(6) }); // late: dropped
    expect(c.store.get().session?.version).toBe(7);

    first.drop();
    expect(c.store.get()).toMatchObject({ link: 'reconnecting', attempts: 1 });
    expect(FakeSocket.all).toHaveLength(1);
    vi.advanceTimersByTime(400);
    const second = FakeSocket.all[1] as FakeSocket;
    expect(second.url).toBe('ws://table/ws');
    second.drop(); // the server is still down: wait longer
    expect(c.store.get().attempts).toBe(2);
    vi.advanceTimersByTime(300);
    expect(FakeSocket.all).toHaveLength(2);
    vi.advanceTimersByTime(500);
    const third = FakeSocket.all[2] as FakeSocket;
    third.open();
    // A restarted server counts versions from 1 again: its snapshot still replaces the picture.
    third.receive({ type: 'snapshot', ...session(1, { inputs: 3 }) });
    expect(c.store.get()).toMatchObject({ link: 'open', attempts: 0, session: { version: 1, inputs: 3 } });
    c.close();
  });

  it('shows why the table closed the link when it says (1013: too many connections), and tries again later', () => {
    const { c, s: first } = opened();
    const why = 'the table has too many connections open (at most 256): close a tab or a device, then try again';
    first.drop(1013, why);
    expect(c.store.get()).toMatchObject({ link: 'reconnecting', attempts: 1, error: { message: why } });
    vi.advanceTimersByTime(400);
    expect(FakeSocket.all).toHaveLength(2);
    c.close();
  });

  it('reports garbled or foreign states instead of showing them', () => {
    const c = connect({ url: 'ws://table/ws', games: { chess: { viewProblem: (v) => (typeof v.round === 'number' ? null : 'the view lacks its round') } } });
    const s = FakeSocket.all[0] as FakeSocket;
    s.open();
    s.receive('{not json');
    s.receive({ type: 'snapshot', ...session(2, { protocol: 2 }) });
    expect(c.store.get().session).toBeNull();
    expect(c.store.get().error?.message).toMatch(/protocol 2/);
    s.receive({ type: 'snapshot', ...session(3, { view: { game: 'chess', phase: 'opening', round: 'two' } }) });
    expect(c.store.get().session).toBeNull();
    expect(c.store.get().error?.message).toMatch(/lacks its round/);
    c.close();
  });

  it('answers a request with the ack or the error carrying its ref', async () => {
    const { c, s } = opened();
    const a = c.request({ type: 'weigh', action: 'tare' });
    const b = c.request({ type: 'weigh', action: 'loaded' });
    const [hello, ra, rb] = s.sent.map((m) => JSON.parse(m) as { type: string; ref: string });
    expect(hello).toEqual({ type: 'hello' }); // nothing to present: a spectator's hello
    s.receive({ type: 'error', message: 'tare the empty cups first', ref: rb?.ref });
    s.receive({ type: 'ack', ref: ra?.ref });
    await expect(a).resolves.toEqual({ ok: true });
    await expect(b).resolves.toEqual({ ok: false, message: 'tare the empty cups first' });
    // A request in flight when the link drops is answered too.
    const lost = c.request({ type: 'weigh', action: 'tare' });
    s.drop();
    await expect(lost).resolves.toMatchObject({ ok: false });
    c.close();
  });
});

/** Just enough of localStorage/sessionStorage for the tablet's host keys. */
class FakeStorage {
  private readonly items = new Map<string, string>();
  getItem(k: string) {
    return this.items.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.items.set(k, v);
  }
  removeItem(k: string) {
    this.items.delete(k);
  }
}

describe('host keys', () => {
  let local: FakeStorage;
  let tab: FakeStorage;
  beforeEach(() => {
    FakeSocket.all = [];
    vi.useFakeTimers();
    vi.stubGlobal('WebSocket', FakeSocket);
    local = new FakeStorage();
    tab = new FakeStorage();
    vi.stubGlobal('localStorage', local);
    vi.stubGlobal('sessionStorage', tab);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
  const sent = (s: FakeSocket) => s.sent.map((m) => JSON.parse(m) as Record<string, unknown>);

  it('a host tablet tells its lessons again to the server it greets after a drop (the server forgot them with the link)', () => {
    tab.setItem('quartermaster.token', 'the-link-token');
    const { c, s: first } = opened();
    first.receive({ type: 'snapshot', ...session(1) });
    c.send({ type: 'lesson', teaching: true, seen: 7 });
    expect(sent(first).at(-1)).toEqual({ type: 'lesson', teaching: true, seen: 7 });
    first.drop();
    // Said while the link is down: not an error, said once it is back.
    expect(c.send({ type: 'lesson', teaching: true })).toBe(false);
    expect(c.store.get().error).toBeNull();
    vi.advanceTimersByTime(5000);
    const second = FakeSocket.all[1] as FakeSocket;
    second.open();
    expect(sent(second).filter((m) => m.type === 'lesson')).toEqual([]);
    second.receive({ type: 'snapshot', ...session(1) });
    expect(sent(second).filter((m) => m.type === 'lesson')).toEqual([{ type: 'lesson', teaching: true }]);
    c.close();
  });

  it("made host by the link's token, the tablet asks to be kept and presents its secret from then on", () => {
    tab.setItem('quartermaster.token', 'the-link-token');
    const c = connect({ url: 'ws://table/ws' });
    const s = FakeSocket.all[0] as FakeSocket;
    expect(s.url).toBe('ws://table/ws');
    s.open();
    expect(sent(s)).toEqual([{ type: 'hello', token: 'the-link-token' }]);
    s.receive({ type: 'snapshot', ...session(1) });
    expect(sent(s)).toEqual([
      { type: 'hello', token: 'the-link-token' },
      { type: 'pair', action: 'keep' },
    ]);
    s.receive({ type: 'pairing', state: 'paired', secret: 'host.secret-1', message: 'This tablet is host…' });
    expect(local.getItem('quartermaster.hostSecret')).toBe('host.secret-1');
    expect(tab.getItem('quartermaster.token')).toBeNull();
    expect(c.store.get().standing).toBeNull(); // kept as it asked: nothing to say
    s.drop();
    vi.advanceTimersByTime(400);
    const again = FakeSocket.all[1] as FakeSocket;
    expect(again.url).toBe('ws://table/ws');
    again.open();
    expect(sent(again)).toEqual([{ type: 'hello', token: 'host.secret-1' }]);
    c.close();
  });

  it('a refused secret is dropped and the refusal shown; the next connection presents nothing', () => {
    local.setItem('quartermaster.hostSecret', 'host.old');
    const { c, s } = opened();
    s.receive({ type: 'snapshot', ...session(1, { role: 'spectator' }) });
    const message = "This tablet is no longer the host: the host tablets were forgotten. Ask to be host, then press the rig's button.";
    s.receive({ type: 'pairing', state: 'refused', reason: 'forgotten', button: true, message });
    // Kept with what its words need, for the banner to say it in the tablet's language.
    expect(c.store.get().standing).toMatchObject({ state: 'refused', reason: 'forgotten', button: true, message });
    expect(local.getItem('quartermaster.hostSecret')).toBeNull();
    s.drop();
    vi.advanceTimersByTime(400);
    const again = FakeSocket.all[1] as FakeSocket;
    expect(again.url).toBe('ws://table/ws');
    again.open();
    expect(sent(again)).toEqual([{ type: 'hello' }]);
    c.close();
  });

  it('a refused token gives way to the secret the tablet holds; a limited key is kept', () => {
    local.setItem('quartermaster.hostSecret', 'host.kept');
    tab.setItem('quartermaster.token', 'a-stale-token');
    const { c, s } = opened();
    expect(sent(s)).toEqual([{ type: 'hello', token: 'host.kept' }]); // a token from before this load comes after the secret
    s.receive({ type: 'pairing', state: 'refused', reason: 'limited', message: 'Too many wrong host keys…' });
    expect(local.getItem('quartermaster.hostSecret')).toBe('host.kept');
    expect(c.store.get().standing?.state).toBe('refused');
    c.close();
  });

  it('a secret replaced by another tab is not dropped: the link starts afresh with what the tablet holds then', () => {
    local.setItem('quartermaster.hostSecret', 'host.old');
    const { c, s } = opened();
    s.receive({ type: 'snapshot', ...session(1) });
    // Told before the other tab, kept again, has stored its new secret.
    s.receive({ type: 'pairing', state: 'refused', reason: 'replaced', message: 'This tablet is no longer the host: it was kept as host again…' });
    local.setItem('quartermaster.hostSecret', 'host.new');
    expect(c.store.get().standing).toBeNull();
    vi.advanceTimersByTime(400);
    const again = FakeSocket.all[1] as FakeSocket;
    again.open();
    expect(sent(again)).toEqual([{ type: 'hello', token: 'host.new' }]);
    c.close();
  });

  it('a host link the server withdrew is marked with why; a new one replaces it', () => {
    const { c, s } = opened();
    s.receive({ type: 'snapshot', ...session(1) });
    s.receive({ type: 'pairing', state: 'invited', code: 'c'.repeat(22), secondsLeft: 600, message: 'Make the other tablet a host too…' });
    const message = 'Every host link was withdrawn, as the host tablets were forgotten: make a new one for a tablet that should be host.';
    s.receive({ type: 'pairing', state: 'withdrawn', message });
    expect(c.store.get().hostLink).toMatchObject({ code: 'c'.repeat(22), withdrawn: message });
    s.receive({ type: 'pairing', state: 'invited', code: 'd'.repeat(22), secondsLeft: 600, message: 'Make the other tablet a host too…' });
    expect(c.store.get().hostLink?.withdrawn).toBeUndefined();
    c.close();
  });

  it('follows its ask to be host, and tells a host of a tablet asking', () => {
    const { c, s } = opened();
    s.receive({ type: 'pairing', state: 'asking', code: '0421', secondsLeft: 60, message: "Press the rig's button now" });
    expect(c.store.get().standing).toMatchObject({ state: 'asking', code: '0421', secondsLeft: 60 });
    s.receive({ type: 'pairing', state: 'ended', reason: 'timed-out', code: '0421', message: "No one pressed the rig's button in time" });
    expect(c.store.get().standing).toMatchObject({ state: 'ended', reason: 'timed-out', message: "No one pressed the rig's button in time" });
    s.receive({ type: 'pairing', state: 'paired', secret: 'host.new', message: 'This tablet is host' });
    expect(c.store.get().standing).toMatchObject({ state: 'paired' });
    expect(local.getItem('quartermaster.hostSecret')).toBe('host.new');
    s.receive({ type: 'pairing', state: 'asked', code: '7777', secondsLeft: 60, message: 'A tablet asks' });
    expect(c.store.get().asked).toMatchObject({ code: '7777' });
    s.receive({ type: 'pairing', state: 'ended', code: '7777', message: 'over' });
    expect(c.store.get().asked).toBeNull();
    c.close();
  });

  it('keeps the host link it made, with its time, until dropped', () => {
    const { c, s } = opened();
    expect(c.store.get().hostLink).toBeNull();
    s.receive({ type: 'pairing', state: 'invited', code: 'abcdefghijklmnopqrstuv', secondsLeft: 600, message: 'Make the other tablet a host too' });
    expect(c.store.get().hostLink).toMatchObject({ code: 'abcdefghijklmnopqrstuv', secondsLeft: 600 });
    expect(c.store.get().standing).toBeNull();
    c.close();
  });
});

describe('sessionProblem', () => {
  it('accepts a well-formed state and names what is wrong in a bad one', () => {
    expect(sessionProblem(session(1))).toBeNull();
    expect(sessionProblem(null)).toBe('not an object');
    expect(sessionProblem(session(1, { protocol: 2 }))).toMatch(/protocol 2 \(this tablet speaks protocol 1: reload the page\)/);
    expect(sessionProblem(session(1, { role: 'admin' }))).toMatch(/role/);
    expect(sessionProblem(session(1, { weigh: null }))).toMatch(/weigh/);
    expect(sessionProblem(session(1, { count: { stage: 'ready' } }))).toBe('"count" is malformed');
    expect(sessionProblem(session(1, { view: { game: 'chess' } }))).toMatch(/phase/);
    expect(sessionProblem(session(1, { view: { game: 7, phase: 'x' } }))).toMatch(/"game" is not a name/);
    // Any game's view passes the shared checks; the game's own screens check the rest (given by the app).
    const games = { chess: { viewProblem: (v: Record<string, unknown>) => (Array.isArray(v.board) ? null : 'the view lacks its board') } };
    expect(sessionProblem(session(1, { view: { game: 'draughts', phase: 'turn', awaiting: { type: 'move' } } }), games)).toBeNull();
    expect(sessionProblem(session(1, { view: { game: 'draughts', phase: 'turn', awaiting: 'soon' } }), games)).toMatch(/awaiting/);
    expect(sessionProblem(session(1, { view: { game: 'chess', phase: 'turn', board: [] } }), games)).toBeNull();
    expect(sessionProblem(session(1, { view: { game: 'chess', phase: 'turn', round: 1 } }), games)).toMatch(/board/);
  });

  it("is the protocol's own schema: a field it does not know passes, a known field of the wrong shape is named", () => {
    // A newer server may add a field, at the top or inside one: the tablet shows what it knows.
    expect(sessionProblem(session(1, { lamp: 'on' }))).toBeNull();
    const { shelf: _shelf, ...noShelf } = session(1);
    expect(sessionProblem(noShelf)).toBe('"shelf" is missing');
    const device = { ...(session(1).device as object), colour: 'teal' };
    expect(sessionProblem(session(1, { device }))).toBeNull();
    // Fields the schema types and a hand-written check did not look at.
    expect(sessionProblem(session(1, { position: 'later' }))).toBe('"position" is malformed');
    expect(sessionProblem(session(1, { game: { id: 'draughts', name: 'Draughts', scale: 'sideways', deck: null } }))).toBe('"game" is malformed');
    expect(sessionProblem(session(1, { cards: { deck: null, enrolled: 52, enrolment: null, decks: 'all' } }))).toBe('"cards" is malformed');
  });
});
