// A commercial single-pan balance as a device kind: its BalanceFormat is all that differs from one
// maker's balance to another's; the driver (balance-device.ts) and the simulation
// (simulated-balance.ts) are the same for all.
import type { DeviceKind } from '../device-kind.ts';
import { SimBalance } from '../sim/simulated-balance.ts';
import { BalanceDevice } from './balance-device.ts';
import type { BalanceFormat } from './balance-format.ts';

export function balanceKind(o: { id: string; what: string; format: BalanceFormat; baudRate?: number }): DeviceKind {
  const { id, what, format } = o;
  return {
    id,
    what,
    baudRate: o.baudRate ?? 9600,
    open: ({ channel, identity, store }) => new BalanceDevice({ kind: id, format, channel, identity, store }),
    simulate: (options) => new SimBalance({ ...options, format }),
  };
}
