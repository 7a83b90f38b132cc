// Who has a serial port open, as the kernel says (/proc/PID/fd): avrdude on a port another
// program reads would fight it for every byte, so the flash refuses first and names the holder.
// Only our own user's processes can be seen; where /proc is missing nothing is found.
import { readdirSync, readFileSync, readlinkSync, realpathSync } from 'node:fs';

export interface PortHolder {
  pid: number;
  /** Its command line, words joined by spaces. */
  command: string;
}

/** The processes (this one aside) that have `port` open. */
export function portHolders(port: string): PortHolder[] {
  let device: string;
  let pids: string[];
  try {
    device = realpathSync(port);
    pids = readdirSync('/proc').filter((p) => /^\d+$/.test(p) && Number(p) !== process.pid);
  } catch {
    return [];
  }
  const holders: PortHolder[] = [];
  for (const pid of pids) {
    let fds: string[];
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue; // gone, or another user's
    }
    const holds = fds.some((fd) => {
      try {
        return readlinkSync(`/proc/${pid}/fd/${fd}`) === device;
      } catch {
        return false;
      }
    });
    if (holds) holders.push({ pid: Number(pid), command: commandOf(pid) });
  }
  return holders;
}

function commandOf(pid: string): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ');
  } catch {
    return '';
  }
}

/** Whether a holder's command line is `quartermaster serve`. */
export const isServe = (h: PortHolder): boolean => /quartermaster(?:\.mjs)?\s+serve\b/.test(h.command);
