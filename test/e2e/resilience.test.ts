// What must survive a real table: the server killed mid-round (kill -9) and restarted, a tablet
// reload, a second tablet, and spectators who can watch but not act.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, openTablet, readState, screenshot, startServer, type Server, type SessionSnapshot, E2E_TIMEOUT_MS } from './harness.ts';
import { UiPlayer } from './play.ts';

let browser: Browser;
let server: Server;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.kill('SIGTERM');
});

const gist = (s: SessionSnapshot) => ({
  inputs: s.inputs,
  round: s.view.round,
  phase: s.view.phase,
  captain: s.view.captain,
  bag: s.view.bag,
  stashes: s.view.stashes,
  collections: s.view.collections,
  awaiting: s.view.awaiting,
});

describe('resilience', { timeout: E2E_TIMEOUT_MS }, () => {
  it('resumes where it was after the server is killed mid-round, and the tablet reconnects by itself', async () => {
    server = await startServer({ ownProcess: true }); // killed below
    const { page, errors } = await openTablet(browser, `${server.url}?token=${server.token}`);
    const player = new UiPlayer(page, server, { prefix: 'restart', seed: 5 });
    await player.newGame(['Ann', 'Bob', 'Cy']);
    // Mid-round: round 2, seize phase, with one card already down.
    const before = await player.playUntil(
      (s) => s.view.round === 2 && s.view.phase === 'seize' && s.view.awaiting?.type === 'reveal' && (s.view.awaiting.players as string[]).length === 2,
    );

    await server.kill('SIGKILL');
    await page.getByTestId('reconnecting').waitFor();
    await screenshot(page, 'restart-z1-reconnecting');

    server = await startServer({ dataDir: server.dataDir, port: server.port, token: server.token, ownProcess: true });
    const after = await readState(server);
    expect(gist(after)).toEqual(gist(before));
    // The tablet comes back on its own, showing the same moment of the game.
    await page.getByTestId('reconnecting').waitFor({ state: 'detached', timeout: 20_000 });
    expect(await page.getByTestId('round').innerText()).toContain('Round 2');
    expect(await page.getByTestId('phase').innerText()).toBe('Seize the Booty');
    await page.getByTestId('prompt-reveal').waitFor();
    await screenshot(page, 'restart-z2-resumed');

    // A reload keeps the host role (the tablet keeps its pairing secret in localStorage) and the state.
    await page.goto(server.url);
    await page.getByTestId('prompt-reveal').waitFor();
    expect(await page.getByTestId('role').innerText()).toBe('host');

    // And the game goes on from there: the last two cards finish the seize phase.
    player.page = page;
    player.server = server;
    const done = await player.playUntil((s) => s.view.phase !== 'seize');
    expect(done.view.round).toBe(3);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a second tablet sees the same state, live; a spectator sees everything and cannot act', async () => {
    const host1 = await openTablet(browser, `${server.url}?token=${server.token}`);
    const ctx = await browser.newContext({ viewport: { width: 1024, height: 768 } });
    const host2page = await ctx.newPage();
    await host2page.goto(`${server.url}?token=${server.token}`);
    const spectatorCtx = await browser.newContext({ viewport: { width: 768, height: 1024 } });
    const spectator = await spectatorCtx.newPage();
    await spectator.goto(server.url);

    for (const p of [host1.page, host2page, spectator]) await p.getByTestId('screen-round').waitFor();
    const s = await readState(server);
    for (const p of [host2page, spectator]) {
      expect(await p.getByTestId('round').innerText()).toBe(await host1.page.getByTestId('round').innerText());
      expect(await p.getByTestId('phase').innerText()).toBe(await host1.page.getByTestId('phase').innerText());
      for (const [who, n] of Object.entries(s.view.collections ?? {}))
        expect(await p.locator(`.collection[data-player="${who}"] .pieces`).innerText()).toBe(String(n));
    }

    // An action on the first tablet shows on the second and on the spectator's at once.
    const player = new UiPlayer(host1.page, server, { prefix: 'two-tablets', seed: 9 });
    const next = await player.playUntil((x) => x.inputs > s.inputs);
    const phaseText = await host1.page.getByTestId('phase').innerText();
    await expect.poll(() => host2page.getByTestId('phase').innerText()).toBe(phaseText);
    await expect.poll(() => spectator.getByTestId('phase').innerText()).toBe(phaseText);
    await screenshot(host2page, 'second-tablet');

    // The spectator: read-only badge, no virtual rig, every control disabled…
    expect(await spectator.getByTestId('role').innerText()).toContain('spectator');
    expect(await spectator.getByTestId('virtual-rig').count()).toBe(0);
    const enabled = await spectator.locator('main .prompt button:not([disabled])').count();
    expect(enabled).toBe(0);
    await screenshot(spectator, 'spectator');
    // …and a control message sent anyway is refused by the server, changing nothing.
    const reply = await spectator.evaluate(async () => {
      const ws = new WebSocket(`${location.origin.replace(/^http/, 'ws')}/ws`);
      return new Promise<string>((resolve) => {
        ws.onopen = () => ws.send(JSON.stringify({ type: 'hello' }));
        ws.onmessage = (ev) => {
          const m = JSON.parse(String(ev.data)) as { type: string; message?: string };
          if (m.type === 'snapshot') ws.send(JSON.stringify({ type: 'input', input: { type: 'undo' }, ref: 'x' }));
          if (m.type === 'error') resolve(m.message ?? '');
        };
        setTimeout(() => resolve('no answer'), 5000);
      });
    });
    expect(reply).toMatch(/spectator/i);
    const unchanged = await readState(server);
    expect(unchanged.inputs).toBe(next.inputs);
    expect(host1.errors).toEqual([]);
    await ctx.close();
    await spectatorCtx.close();
  });
});
