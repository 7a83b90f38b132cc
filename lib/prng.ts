// One small seeded PRNG for the whole project (mulberry32): simulated rigs, emulated load cells,
// random games and tests replay exactly from a seed. Returns uniform numbers in [0, 1). Pure (no
// I/O, no clock), so the games' rules may use it too.
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
