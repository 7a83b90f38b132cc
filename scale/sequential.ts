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
