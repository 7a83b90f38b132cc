// A johnny-five Piezo controller for the rig: one TONE command plays the whole note on the rig
// (johnny-five's default controller toggles the pin from the host, thousands of commands a second).
import type { RigIO } from './rig-io.ts';

interface PiezoLike {
  io: RigIO;
  pin: number;
}

export const rigPiezoController = {
  initialize: {
    writable: true,
    value(this: PiezoLike): void {
      this.io.pinMode(this.pin, this.io.MODES.OUTPUT);
    },
  },
  tone: {
    writable: true,
    // johnny-five passes a tone as half a period in microseconds (Piezo.ToTone).
    value(this: PiezoLike, tone: number, duration: number): PiezoLike {
      if (!(tone > 0) || !(duration >= 0)) throw new RangeError('Piezo.tone: invalid tone or duration');
      this.io.tone(this.pin, 1_000_000 / (2 * tone), duration);
      return this;
    },
  },
  noTone: {
    writable: true,
    value(this: PiezoLike): PiezoLike {
      this.io.noTone(this.pin);
      return this;
    },
  },
};
