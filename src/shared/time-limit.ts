// How long one step of a build may run before docgen takes it for code that
// never ends (a component or plugin that loops forever) and stops it: a page's
// compiling on a worker (compile-pool.ts), or one task of the main thread
// (cli/hang-watch.ts). Nothing in a healthy build comes near it: the corpus's
// slowest page compiles in well under a second.

/** The limit in seconds: 60, or the environment's `DOCGEN_TIME_LIMIT`. */
export function timeLimitSeconds(): number {
  const seconds = Number(process.env.DOCGEN_TIME_LIMIT);
  return Number.isFinite(seconds) && seconds > 0 ? seconds : 60;
}

/** How often the main thread's heartbeat beats for the watchdog that watches it (cli/hang-watch.ts). */
export const HEARTBEAT_MS = 500;
