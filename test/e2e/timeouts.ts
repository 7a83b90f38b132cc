// How long the browser tests wait: a test in all, and a step the harness takes (no vitest here, so
// that the screen catalogue's entries load outside it too: scripts/screenshots.ts).

/**
 * How long a browser test may take. It is a safety net, not a measure: on a busy 2-core machine
 * (CI beside other work) a test that plays a round through the tablet took 42–60 s and more, where
 * it takes 15 s alone. The tests themselves wait for states and events.
 */
export const E2E_TIMEOUT_MS = 240_000;

/**
 * What the harness does that neither playwright nor vitest bounds (a server starting or closing in
 * this process, a page opened, a request of the test's own) fails after this long, naming what it
 * waited for: a hang is told where it is, and the test's retry comes in seconds, not at its
 * time-out.
 */
export const STEP_TIMEOUT_MS = 30_000;
