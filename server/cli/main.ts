// Entry point of the `quartermaster` command: picks a subcommand and hands it the rest of argv.
// Each subcommand lives in its own module and is loaded only when asked for, to keep start-up short.

export interface Subcommand {
  summary: string;
  load: () => Promise<{ run: (argv: string[]) => Promise<number> }>;
}

const subcommands: Record<string, Subcommand> = {
  serve: {
    summary: 'run the companion (simulated rig unless --port PATH is given)',
    load: () => import('./serve.ts'),
  },
  pair: {
    summary: "on the table's machine: a one-time link that makes a tablet host (--forget-all: forget every host tablet)",
    load: () => import('./pair.ts'),
  },
  replay: {
    summary: 'replay a table script (JSON Lines) and print the resulting state',
    load: () => import('./replay.ts'),
  },
  weigh: {
    summary: 'judge weigh traces (CSV) and print one verdict per trace',
    load: () => import('./weigh.ts'),
  },
  perft: {
    summary: 'count the move sequences of a board game from its set-up (GAME DEPTH)',
    load: () => import('./perft.ts'),
  },
  monitor: {
    summary: 'print decoded events from the rig live (--port PATH | --sim | --emulate) [--json]',
    load: () => import('./monitor.ts'),
  },
  flash: {
    summary: "write the rig's firmware with avrdude and report the version it now runs (--port PATH|auto | --emulate) [--json]",
    load: () => import('./flash.ts'),
  },
  setup: {
    summary: 'set up a new rig step by step with the running table: wiring, firmware, check, calibration, cards (--url URL --token T)',
    load: () => import('./setup.ts'),
  },
  check: {
    summary: 'a guided self-test of the rig that names what is wrong (--port PATH | --sim | --emulate) [--json]',
    load: () => import('./check.ts'),
  },
};

export function usage(): string {
  const lines = Object.entries(subcommands).map(([name, c]) => `  ${name.padEnd(8)} ${c.summary}`);
  return ['usage: quartermaster <command> [options]', '', 'commands:', ...lines, '', 'Run `quartermaster <command> --help` for its options.'].join('\n');
}

export async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    console.log(usage());
    return name === undefined ? 2 : 0;
  }
  const command = subcommands[name];
  if (!command) {
    console.error(`quartermaster: unknown command '${name}'\n\n${usage()}`);
    return 2;
  }
  const mod = await command.load();
  return mod.run(rest);
}
