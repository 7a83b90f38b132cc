// `quartermaster check` end to end: its arguments, and the whole guided check unattended on the
// simulated rig (quick and full), each healthy, and by a person behind a real serial port (the
// emulated rig's runs, healthy and with each fault, are test/cli/check-faults.int.test.ts).
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { QUICK_PLAN, SimRig } from '../../firmware-bridge/src/index.ts';
import { exposeAsPty } from '../../firmware-bridge/src/ports.ts';
import { capture, refusesEach } from '../../test/cli/capture.ts';
import { checkJson, problems, type CheckJson } from '../../test/cli/check-json.ts';
import { run } from './check.ts';

describe('quartermaster check', () => {
  it('refuses bad arguments with exit 2 and a message naming the problem', async () => {
    await refusesEach(run, [
      [['--sim', '--emulate'], /only one of --port, --sim and --emulate/],
      [['--port', ''], /--port needs a path/],
      [['--sim', '--fault', 'rate-low'], /--fault goes with --emulate/],
      [['--emulate', '--fault', 'gremlins'], /no fault 'gremlins': one of missing-hx711, rate-low/],
      [['--quick', 'now'], /Unexpected argument 'now'/],
      [['--frobnicate'], /Unknown option '--frobnicate'/],
    ] as const);
    const c = capture();
    expect(await run(['--help'], c.io)).toBe(0);
    expect(c.out.join('\n')).toMatch(/usage: quartermaster check.*\n[\s\S]*bouncing-button/);
  });

  it('says it cannot open a port that is not there, exit 1', async () => {
    const c = capture();
    expect(await run(['--port', '/dev/qm-no-such-port', '--quick'], c.io)).toBe(1);
    expect(c.err.join('\n')).toMatch(/quartermaster check: .*qm-no-such-port/);
  });

  it('--sim --quick --json: the simulated rig, unattended, is healthy with every part measured', async () => {
    const { status, report } = await checkJson(['--sim', '--quick']);
    expect(problems(report)).toEqual([]);
    expect(report.findings.filter((f) => f.status !== 'ok').map((f) => `${f.part}: ${f.measure}`)).toEqual([]);
    expect(report).toMatchObject({ healthy: true, rig: 'sim', plan: 'quick' });
    expect(status).toBe(0);
    const rate = report.findings.find((f) => f.part === 'left cup' && f.measure === 'samples per second')!;
    expect(rate.value).toBeGreaterThan(70);
  });

  it('--sim: the full check (drift over a minute, creep over 30 s) on the simulated rig is healthy, and prints a readable report', async () => {
    const c = capture();
    const status = await run(['--sim', '--data', await mkdtemp(join(tmpdir(), 'qm-check-'))], c.io);
    expect(c.out.join('\n')).toMatch(/^The rig is healthy\./);
    expect(c.out.join('\n')).toMatch(/left cup, drift +the left cup drifts -?\d+(\.\d+)? g a minute .* over 60 s/);
    expect(c.err.join('\n')).toMatch(/\[2\/7\] empty cups: Empty both cups/);
    expect(status).toBe(0);
  });

  it('--port: a person answers at the terminal; what they skip is not measured, the empty cups are, on a rig behind a real serial port', async () => {
    const rig = new SimRig({ speed: 4 });
    const pty = await exposeAsPty(rig.serial);
    const c = capture();
    const input = new PassThrough();
    // Each question follows its progress line on stderr: answer it then (Enter, or s to skip).
    const answers: [RegExp, string][] = [
      [/Empty both cups/, ''],
      [/known weight/, ''],
      [/Lay any card/, 's'],
      [/Press the button/, 's'],
      [/Watch|Listen/, ''],
    ];
    let seen = 0;
    const timer = setInterval(() => {
      const progress = c.err.filter((l) => /^\[\d\/7\]/.test(l));
      for (; seen < progress.length; seen++) {
        const answer = answers.find(([re]) => re.test(progress[seen]!));
        if (answer) input.write(`${answer[1]}\n`);
      }
    }, 20);
    try {
      const prompts = new PassThrough().resume();
      // Windows of 4 s (drift over four one-second levels): what is skipped is not waited for.
      const plan = { ...QUICK_PLAN, emptySeconds: 4 };
      const status = await run(
        ['--port', pty.path, '--quick', '--json', '--data', await mkdtemp(join(tmpdir(), 'qm-check-'))],
        { ...c.io, input, prompts },
        { plan },
      );
      const report = JSON.parse(c.out[0]!) as CheckJson;
      expect(problems(report)).toEqual([]);
      const status0 = (part: string, measure: string) => report.findings.find((f) => f.part === part && f.measure === measure)?.status;
      expect(status0('left cup', 'noise')).toBe('ok');
      expect(status0('right cup', 'drift')).toBe('ok');
      expect(status0('left cup', 'sign')).toBe('not measured');
      expect(status0('reader 0', 'card')).toBe('not measured');
      expect(status0('button', 'press')).toBe('not measured');
      expect(status0('buzzer', 'sounds')).toBe('not measured');
      expect(report).toMatchObject({ healthy: true, rig: 'rig' });
      expect(status).toBe(0);
    } finally {
      clearInterval(timer);
      await pty.close();
      await rig.close();
    }
  });
});
