// Tare and calibration read a cup for a moment: a trimmed mean of the next samples, so that one
// wild HX711 sample (they happen) does not move the zero.
import type { EventEmitter } from 'node:events';
import type { Cup, DeviceEvents, ScaleSample } from '../device.ts';

export function trimmedMean(xs: readonly number[]): number {
  const sorted = [...xs].sort((a, b) => a - b);
  const cut = Math.floor(sorted.length / 5);
  const kept = sorted.slice(cut, sorted.length - cut);
  return kept.reduce((a, b) => a + b, 0) / kept.length;
}

/** Mean raw reading of `cup` over its next `count` samples; rejects if they do not come in time. */
export function readCup(device: EventEmitter<DeviceEvents>, cup: Cup, count = 10, timeoutMs = 5000): Promise<number> {
  return new Promise((resolve, reject) => {
    const raws: number[] = [];
    const onSample = (s: ScaleSample): void => {
      if (s.cup !== cup) return;
      if (s.saturated) {
        done();
        reject(new Error(`the ${cup === 0 ? 'left' : 'right'} cup reads at the limit of its load cell (overloaded or miswired)`));
        return;
      }
      raws.push(s.raw);
      if (raws.length >= count) {
        done();
        resolve(trimmedMean(raws));
      }
    };
    const timer = setTimeout(() => {
      done();
      reject(
        new Error(
          `no readings from the ${cup === 0 ? 'left' : 'right'} cup (${raws.length} of ${count} in ${timeoutMs} ms): is the rig connected and streaming?`,
        ),
      );
    }, timeoutMs);
    const done = (): void => {
      clearTimeout(timer);
      device.off('sample', onSample);
    };
    device.on('sample', onSample);
  });
}
