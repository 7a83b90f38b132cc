// L17: the captures made at the start of this turn, announced on the tablet with a short chime.
import { useEffect, useRef } from 'preact/hooks';
import type { LootView } from './model.ts';

function chime(): void {
  try {
    const ctx = new AudioContext();
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.frequency.value = 660;
    gain.gain.setValueAtTime(0.2, ctx.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.001, ctx.currentTime + 0.4);
    osc.connect(gain).connect(ctx.destination);
    osc.start();
    osc.stop(ctx.currentTime + 0.4);
    osc.onended = () => void ctx.close();
  } catch {
    // No audio on this device: the banner says it.
  }
}

export function CaptureNews({ view }: { view: LootView }) {
  const key = `${view.turn}:${view.lastCaptures.map((c) => c.merchant).join(',')}`;
  const announced = useRef('');
  useEffect(() => {
    if (view.lastCaptures.length > 0 && announced.current !== key) chime();
    announced.current = key;
  }, [key, view.lastCaptures.length]);
  if (view.lastCaptures.length === 0) return null;
  return (
    <div class="banner loot-captures" role="status" data-testid="loot-captures">
      {view.lastCaptures.map((c) => (
        <span key={c.merchant}>
          ☠ {c.side} captures {c.merchant} ({c.gold} gold)
        </span>
      ))}
    </div>
  );
}
