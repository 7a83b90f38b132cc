// Plays a random game of 7 Seize through a tablet's WebSocket up to its first weigh-off contest.
import { inputsToWeighOff } from '../../games/seven-seize/testing/to-weigh-off.ts';
import type { ScaleMsg, StateMsg } from '#protocol';
import type { TestClient } from '../../server/src/testing.ts';

/** Sends every input until the engine awaits a verdict; the contest it awaits. */
export async function playToWeighOff(host: TestClient, players: number, seed: number): Promise<{ left: string; right: string }> {
  const { inputs, contest } = inputsToWeighOff(players, seed);
  for (const input of inputs) await host.act({ type: 'input', input });
  return contest;
}

/**
 * Presses Tare until the cups are tared, pressing again after a refusal as a player would (an empty
 * cup still swinging, or noise that looked like a piece on a starved machine); the 'loading' state.
 * The weigh-off itself may look for stillness for its whole tare wait (6 s of rig time) before it
 * answers, so this waits far longer than that.
 */
export async function tareCups(host: TestClient, timeoutMs = 90_000): Promise<StateMsg> {
  const deadline = Date.now() + timeoutMs;
  const asking = 'Empty both cups, then press “Tare”'; // the weigh-off's words before any press
  for (let presses = 1; ; presses++) {
    const sent = host.received.length;
    // "already taring": an earlier press is still looking for stillness; its answer is awaited.
    await host.act({ type: 'weigh', action: 'tare' }).catch((e: Error) => {
      if (!/already taring/.test(e.message)) throw e;
    });
    const answered = await host
      .next<StateMsg>(
        'state',
        (m) => {
          const w = (m as StateMsg).weigh;
          if (w.stage === 'loading') return true;
          return w.stage === 'tare' && !w.taring && w.message !== asking && host.received.indexOf(m) >= sent;
        },
        Math.max(1, deadline - Date.now()),
      )
      .catch((e: Error) => {
        // Where the weigh-off was left (a whole run once saw no answer to a press in 90 s): the last
        // state's weigh-off and how many states came after the press.
        const states = host.received.filter((m) => m.type === 'state' || m.type === 'snapshot');
        const last = states.at(-1) as StateMsg | undefined;
        const after = host.received.slice(sent).filter((m) => m.type === 'state').length;
        throw new Error(`press ${presses} of Tare got no answer: ${after} states since it; the last weigh-off: ${JSON.stringify(last?.weigh)}\n${e.message}`);
      });
    if (answered.weigh.stage === 'loading') return answered;
    if (Date.now() > deadline) throw new Error(`the tare was refused ${presses} times: ${answered.weigh.message}`);
  }
}

/**
 * At a weigh-off (playToWeighOff): its tare stage awaited, the cups tared, and two 30 g pieces
 * poured into the left cup and two 20 g into the right, seen on the scale (by a tablet that watches
 * it) within `scaleMs`.
 */
export async function tareAndPour(host: TestClient, scaleMs: number): Promise<void> {
  await host.next<StateMsg>('state', (m) => (m as StateMsg).weigh.stage === 'tare', 30_000);
  await tareCups(host);
  await host.act({ type: 'sim', action: 'addPiece', cup: 'left', grams: 30, count: 2 });
  await host.act({ type: 'sim', action: 'addPiece', cup: 'right', grams: 20, count: 2 });
  await host.next<ScaleMsg>('scale', (m) => ((m as ScaleMsg).left ?? 0) > 57 && ((m as ScaleMsg).right ?? 0) > 37, scaleMs);
}
