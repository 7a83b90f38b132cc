// What each step of the setup guide shows and asks: the parts, one part's wiring (its pins and its
// part of the wiring picture), the firmware (the Device screen's update), the rig check (the Check
// rig screen), a cup's calibration, and the cards (the Cards screen's enrolment).
import { useState } from 'preact/hooks';
import wiringPicture from '../../../../hardware/wiring.svg?url';
import { RIG_PARTS, WIRING } from '../../../../hardware/wiring-parts.ts';
import type { SetupActionBody, SetupStatus } from '#protocol';
import { t } from '../../i18n/i18n.ts';
import type { ScreenProps } from '../screen.ts';
import type { Embeds } from './embeds.ts';
import { CUP_WORDS, PART_WORDS, RIG_PART_WORDS } from './setup-words.ts';

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
          <p>{t('You need:')}</p>
          <ul class="setup-parts">
            {RIG_PARTS.map((p, i) => (
              <li key={p.what}>{p.optional ? t('{part} (optional)', { part: t(RIG_PART_WORDS[i]!) }) : t(RIG_PART_WORDS[i]!)}</li>
            ))}
          </ul>
          <Go label={t('I have them all')} onClick={next} />
          <p class="hint">
            {t(
              'From a bag of parts to a rig that plays, one step at a time. The rig itself confirms each step before the next. You can stop at any time: the guide keeps your place.',
            )}
          </p>
        </section>
      );
    case 'wiring': {
      const w = WIRING[g.part];
      const words = PART_WORDS[g.part];
      const [x, y, width, height] = w.view;
      return (
        <section class="prompt setup-step">
          <h2 class="prompt-title">{t(words.wire)}</h2>
          <p>{t(words.says)}</p>
          <div class="choices">
            <Go label={t('Done: ask the rig')} onClick={next} disabled={busy} />
            {w.optional ? (
              <button type="button" class="btn" onClick={() => void act({ action: 'skip' })}>
                {t('The rig has none')}
              </button>
            ) : null}
          </div>
          <table class="setup-pins">
            <thead>
              <tr>
                <th scope="col">{t('Nano pin')}</th>
                <th scope="col">{t('goes to')}</th>
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
          <svg class="setup-picture" viewBox={`${x} ${y} ${width} ${height}`} role="img" aria-label={t(words.picture)}>
            <image href={wiringPicture} width={960} height={700} />
          </svg>
        </section>
      );
    }
    case 'flash':
      return (
        <section class="prompt setup-step">
          <p>
            {status.firmware.running === null
              ? t('The rig has not said which firmware it runs yet. Check the USB cable; the guide goes on as soon as it says.')
              : status.firmware.older
                ? t('Update the firmware below: the guide goes on once the rig says its new version.')
                : t('The rig runs firmware {running}: nothing to update.', { running: status.firmware.running })}
          </p>
          <FirmwareUpdate kind={screen.session.device.kind} />
          <Go label={t('Ask the rig again')} onClick={next} />
        </section>
      );
    case 'check':
      return (
        <section class="setup-step">
          <p class="hint">
            {t('The rig check measures every part. When it finds the rig healthy the guide goes on; a problem sends you back to the part it concerns.')}
          </p>
          <CheckRig {...screen} />
        </section>
      );
    case 'calibrate':
      return <Calibrate status={status} act={act} />;
    case 'cards':
      return (
        <section class="setup-step">
          <div class="prompt">
            <p>{t('Enrol a deck: put each card the screen asks for on the reader. When the reader has seen your cards, say so.')}</p>
            <Go label={t('Done: the reader has seen my cards')} onClick={next} disabled={busy} />
          </div>
          <Cards {...screen} />
        </section>
      );
    case 'done':
      return (
        <section class="prompt setup-step" data-testid="setup-done">
          <p>{t('Every step was confirmed by the rig itself. Set sail from the shelf.')}</p>
          <button type="button" class="btn" onClick={() => void act({ action: 'restart' })}>
            {t('Walk the setup again')}
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
        <p>{t(CUP_WORDS[cup].empty)}</p>
        <Go label={t('The cup is empty')} onClick={() => void act({ action: 'tare' })} disabled={busy} />
      </section>
    );
  const value = Number(grams.replace(',', '.'));
  const ok = Number.isFinite(value) && value > 0 && value <= 5000;
  return (
    <section class="prompt setup-step">
      <p>{t(CUP_WORDS[cup].weight)}</p>
      <label class="setup-grams">
        {t('Grams in the cup')}{' '}
        <input type="text" inputMode="decimal" data-testid="setup-grams" value={grams} onInput={(e) => setGrams((e.target as HTMLInputElement).value)} />
      </label>
      {ok ? null : <p class="hint">{t('A weight in grams: more than 0, at most 5000.')}</p>}
      <Go label={t('The weight is in')} onClick={() => void act({ action: 'weight', grams: value })} disabled={!ok || busy} />
    </section>
  );
}
