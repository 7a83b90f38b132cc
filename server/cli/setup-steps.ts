// `quartermaster setup`'s words and questions, step by step: what each step shows on the terminal,
// and what the builder's answer does on the running table (setup-client.ts).
import type { CheckStatus, SetupStatus } from '#protocol';
import { RIG_PARTS, WIRING } from '../../hardware/wiring-parts.ts';
import { terminalHands } from './check.ts';
import type { SetupClient } from './setup-client.ts';

/** A question to the builder: their line, or null once the input has ended. */
export type Ask = (question: string) => Promise<string | null>;

const TITLES: Record<SetupStatus['guide']['step'], string> = {
  parts: 'The parts',
  wiring: 'The wiring',
  flash: "The rig's firmware",
  check: 'The rig check',
  calibrate: 'Calibrate the cups',
  cards: 'Enrol the cards',
  done: 'Done',
};

/** The step under way, as the terminal shows it. */
export function showStep(s: SetupStatus, say: (line: string) => void): void {
  const g = s.guide;
  const title =
    g.step === 'wiring'
      ? `${TITLES.wiring}: ${WIRING[g.part].title.toLowerCase()}`
      : g.step === 'calibrate'
        ? `${TITLES.calibrate}: the ${g.cup} cup`
        : TITLES[g.step];
  say(`\n[step ${s.progress.index} of ${s.progress.of}, ${s.progress.percent} %] ${title}`);
  if (g.finding) say(`  ! ${g.finding.says}`);
  if (g.step === 'parts') for (const p of RIG_PARTS) say(`  - ${p.what}${p.optional ? ' (if you want them)' : ''}`);
  if (g.step === 'wiring') {
    const w = WIRING[g.part];
    say(`  ${w.says}`);
    for (const r of w.rows) say(`    ${r.pin.padEnd(4)} → ${r.to}`);
  }
  if (g.step === 'flash' && s.firmware.older)
    say(`  The rig runs firmware ${s.firmware.running}, older than the ${s.firmware.brought} this Quartermaster brings.`);
}

const QUIT = ' (q to stop here)';

/** Asks for the step under way and does it; the guide as it is then, or 'quit'. */
export async function walkStep(s: SetupStatus, client: SetupClient, ask: Ask, say: (line: string) => void): Promise<SetupStatus | 'quit'> {
  const g = s.guide;
  const line = async (question: string): Promise<string | 'quit'> => {
    const answer = await ask(`${question}${QUIT}`);
    return answer === null || answer.toLowerCase() === 'q' ? 'quit' : answer;
  };
  const act = async (body: Parameters<SetupClient['act']>[0]): Promise<SetupStatus> => {
    try {
      return await client.act(body);
    } catch (e) {
      say(`  ${(e as Error).message}`);
      return client.status();
    }
  };
  switch (g.step) {
    case 'parts':
      return (await line('Press Enter when you have them all.')) === 'quit' ? 'quit' : act({ action: 'next' });
    case 'wiring': {
      const optional = WIRING[g.part].optional;
      const answer = await line(`Press Enter when it is wired${optional ? ', or s and Enter if the rig has none' : ''}.`);
      if (answer === 'quit') return 'quit';
      return act({ action: optional && answer.toLowerCase() === 's' ? 'skip' : 'next' });
    }
    case 'flash': {
      if (!s.firmware.older) return (await line('Press Enter to ask the rig again.')) === 'quit' ? 'quit' : act({ action: 'next' });
      if ((await line(`Press Enter to write firmware ${s.firmware.brought} to the rig (keep it plugged in).`)) === 'quit') return 'quit';
      if (!(await flash(client, say))) return client.status();
      const now = await settled(client, s);
      if (now.guide.step !== 'flash') say(`  The rig now runs firmware ${now.firmware.running}.`);
      return now;
    }
    case 'check':
      if ((await line(s.virtual ? 'Press Enter to start the check (the virtual rig does its steps).' : 'Press Enter to start the check.')) === 'quit')
        return 'quit';
      return (await runCheck(client, s.virtual, ask, say)) ?? settled(client, s);
    case 'calibrate': {
      if (!s.calibration.tared) return (await line(`Empty the ${g.cup} cup, then press Enter.`)) === 'quit' ? 'quit' : act({ action: 'tare' });
      for (;;) {
        const answer = await line(`Put a known weight in the ${g.cup} cup and type its grams:`);
        if (answer === 'quit') return 'quit';
        const grams = Number(answer.replace(',', '.').replace(/\s*g$/, ''));
        if (Number.isFinite(grams) && grams > 0 && grams <= 5000) return act({ action: 'weight', grams });
        say(`  "${answer.slice(0, 40)}" is not a weight in grams (a number above 0, at most 5000)`);
      }
    }
    case 'cards': {
      if (!s.cards.seen) {
        if ((await line('Press Enter to start enrolling the cards: then put each card the table asks for on the reader.')) === 'quit') return 'quit';
        await act({ action: 'enrol' });
      }
      return (await line('Press Enter once the reader has seen your cards.')) === 'quit' ? 'quit' : act({ action: 'next' });
    }
    case 'done':
      return s;
  }
}

/** The guide once it has left the step of `s` (the rig's report or HELLO moves it), or as it stands
 * once the table has said nothing new for a while (its wait, 20 s). */
async function settled(client: SetupClient, s: SetupStatus): Promise<SetupStatus> {
  let now = await client.status(s.version);
  while (now.guide.step === s.guide.step) {
    const next = await client.status(now.version);
    if (next.version === now.version) return next;
    now = next;
  }
  return now;
}

/** Writes the firmware through the table's update, saying how far it is; whether it was written. */
async function flash(client: SetupClient, say: (line: string) => void): Promise<boolean> {
  let f = await client.updateFirmware();
  while (f.state === 'updating') {
    say(`  ${f.step ?? 'starting'}${f.percent !== null ? `, ${f.percent} %` : ''}`);
    f = await client.firmware(f.version);
  }
  if (f.state === 'failed') say(`  The update did not work: ${f.error}`);
  return f.state !== 'failed';
}

/** Runs the rig check to its end, answering its questions on the terminal. */
async function runCheck(client: SetupClient, unattended: boolean, ask: Ask, say: (line: string) => void): Promise<null> {
  let c: CheckStatus = await client.startCheck(unattended);
  const hands = terminalHands(
    {
      question: async (q: string) => {
        const answer = await ask(q);
        if (answer === null) throw new Error('the input ended during the check: stop it on the tablet, or run quartermaster setup again');
        return answer;
      },
    },
    say,
  );
  let told = '';
  while (c.state === 'running') {
    const p = c.progress ? `  [${c.progress.index}/${c.progress.of}] ${c.progress.stage}` : '';
    if (p && p !== told) say((told = p));
    if (c.question && !unattended) {
      c = await client.answerCheck({ id: c.question.id, ...(await hands.ask(c.question.step)) });
    } else c = await client.check(c.version);
  }
  say(c.state === 'done' ? `  ${c.report?.healthy ? 'The rig is healthy.' : 'The check found a problem.'}` : `  The check stopped: ${c.error}`);
  return null;
}
