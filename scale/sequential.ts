// Always-valid (anytime) confidence bounds for the difference between the cups, so the resolver
// may look after every sample without inflating its error rate (R24).
//
// The normal-mixture boundary (Robbins; Howard et al. 2021, "Time-uniform, nonparametric,
// nonasymptotic confidence sequences"): for an estimate with variance v, information I = 1/v,
// |estimate − truth| < sqrt((I + ρ) ln((I + ρ) / (ρ α²))) / I holds at every look at once with
// probability at least 1 − α. ρ (in g⁻²) sets where the boundary is tightest: about I = 10 ρ.

export function anytimeHalfWidth(variance: number, alpha: number, rho: number): number {
  if (!(variance > 0) || !Number.isFinite(variance)) return Infinity;
  const info = 1 / variance;
  return Math.sqrt((info + rho) * Math.log((info + rho) / (rho * alpha * alpha))) / info;
}

/** The standard normal quantile (Abramowitz & Stegun 26.2.23, error below 5e-4), for 0 < p < 1. */
export function normalQuantile(p: number): number {
  if (p < 0.5) return -normalQuantile(1 - p);
  const t = Math.sqrt(-2 * Math.log(1 - p));
  return t - (2.515517 + 0.802853 * t + 0.010328 * t * t) / (1 + 1.432788 * t + 0.189269 * t * t + 0.001308 * t * t * t);
}
