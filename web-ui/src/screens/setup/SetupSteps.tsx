// What each step of the setup guide shows and asks: the parts, one part's wiring (its pins and its
// part of the wiring picture), the firmware (the Device screen's update), the rig check (the Check
// rig screen), a cup's calibration, and the cards (the Cards screen's enrolment).
import { useState } from 'preact/hooks';
import wiringPicture from '../../../../hardware/wiring.svg?url';
import { RIG_PARTS, WIRING } from '../../../../hardware/wiring-parts.ts';
import type { SetupActionBody, SetupStatus } from '#protocol';
import type { ScreenProps } from '../screen.ts';
import type { Embeds } from './embeds.ts';
import { SETUP_WORDS as W } from './setup-words.ts';

interface StepProps {
  status: SetupStatus;
  act(body: SetupActionBody): Promise<void>;
  screen: ScreenProps;
  embeds: Embeds;
}

const Go = ({ label, onClick, disabled = false }: { label: string; onClick: () => void; disabled?: boolean }) => (
  <button type="button" class="btn btn-big btn-go" disabled={disabled} onClick={onClick}>
    {label}
  </button>
);

export function StepBody({ status, act, screen, embeds: { Cards, CheckRig, FirmwareUpdate } }: StepProps) {
  const g = status.guide;
  const busy = status.working !== null;
  const next = () => void act({ action: 'next' });
  switch (g.step) {
    case 'parts':
      return (
        <section class="prompt setup-step">
          <p>{W.partsSay}</p>
          <ul class="setup-parts">
            {RIG_PARTS.map((p) => (
              <li key={p.what}>
                {p.what}
                {p.optional ? ` (${W.optional})` : ''}
              </li>
            ))}
          </ul>
          <Go label={W.haveThem} onClick={next} />
          <p class="hint">{W.intro}</p>
        </section>
      );
    case 'wiring': {
      const w = WIRING[g.part];
      const [x, y, width, height] = w.view;
      return (
        <section class="prompt setup-step">
          <h2 class="prompt-title">{W.wiringOf(w.title)}</h2>
          <p>{w.says}</p>
          <div class="choices">
            <Go label={W.wired} onClick={next} disabled={busy} />
            {w.optional ? (
              <button type="button" class="btn" onClick={() => void act({ action: 'skip' })}>
                {W.noneOfThem}
              </button>
            ) : null}
          </div>
          <table class="setup-pins">
            <thead>
              <tr>
                <th scope="col">{W.pin}</th>
                <th scope="col">{W.goesTo}</th>
              </tr>
            </thead>
            <tbody>
              {w.rows.map((r) => (
                <tr key={r.pin}>
                  <td>{r.pin}</td>
                  <td>{r.to}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <svg class="setup-picture" viewBox={`${x} ${y} ${width} ${height}`} role="img" aria-label={W.picture(w.title)}>
            <image href={wiringPicture} width={960} height={700} />
          </svg>
        </section>
      );
    }
    case 'flash':
      return (
        <section class="prompt setup-step">
          <p>{status.firmware.running === null ? W.flashSilent : status.firmware.older ? W.flashOlder : W.flashCurrent(status.firmware.running)}</p>
          <FirmwareUpdate kind={screen.session.device.kind} />
          <Go label={W.askAgain} onClick={next} />
        </section>
      );
    case 'check':
      return (
        <section class="setup-step">
          <p class="hint">{W.checkSay}</p>
          <CheckRig {...screen} />
        </section>
      );
    case 'calibrate':
      return <Calibrate status={status} act={act} />;
    case 'cards':
      return (
        <section class="setup-step">
          <div class="prompt">
            <p>{W.cardsSay}</p>
            <Go label={W.cardsDone} onClick={next} disabled={busy} />
          </div>
          <Cards {...screen} />
        </section>
      );
    case 'done':
      return (
        <section class="prompt setup-step" data-testid="setup-done">
          <p>{W.doneSay}</p>
          <button type="button" class="btn" onClick={() => void act({ action: 'restart' })}>
            {W.startAgain}
          </button>
        </section>
      );
  }
}

function Calibrate({ status, act }: Pick<StepProps, 'status' | 'act'>) {
  const [grams, setGrams] = useState('200');
  const cup = status.guide.cup;
  const busy = status.working !== null;
  if (!status.calibration.tared)
    return (
      <section class="prompt setup-step">
        <p>{W.emptyCup(cup)}</p>
        <Go label={W.isEmpty} onClick={() => void act({ action: 'tare' })} disabled={busy} />
      </section>
    );
  const value = Number(grams.replace(',', '.'));
  const ok = Number.isFinite(value) && value > 0 && value <= 5000;
  return (
    <section class="prompt setup-step">
      <p>{W.weightIn(cup)}</p>
      <label class="setup-grams">
        {W.grams}{' '}
        <input type="text" inputMode="decimal" data-testid="setup-grams" value={grams} onInput={(e) => setGrams((e.target as HTMLInputElement).value)} />
      </label>
      {ok ? null : <p class="hint">{W.gramsWrong}</p>}
      <Go label={W.itIsIn} onClick={() => void act({ action: 'weight', grams: value })} disabled={!ok || busy} />
    </section>
  );
}
