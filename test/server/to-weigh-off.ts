// Plays a random game of 7 Seize through a tablet's WebSocket up to its first weigh-off contest.
import { inputsToWeighOff } from '../../games/seven-seize/testing/to-weigh-off.ts';
import type { TestClient } from '../../server/src/testing.ts';

/** Sends every input until the engine awaits a verdict; the contest it awaits. */
export async function playToWeighOff(host: TestClient, players: number, seed: number): Promise<{ left: string; right: string }> {
  const { inputs, contest } = inputsToWeighOff(players, seed);
  for (const input of inputs) await host.act({ type: 'input', input });
  return contest;
}
