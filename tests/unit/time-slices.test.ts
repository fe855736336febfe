import { describe, expect, it } from 'vitest';
import { TimeSlices } from '../../src/shared/time-slices.ts';

/** Keeps the thread busy, as rendering a page does. */
function busyFor(ms: number): void {
  const end = performance.now() + ms;
  while (performance.now() < end);
}

describe('time slices', () => {
  it('is over once its time has been used, and begins again after the event loop has had a turn', async () => {
    const slices = new TimeSlices(20);
    expect(slices.over).toBe(false);
    busyFor(25);
    expect(slices.over).toBe(true);
    let turned = false;
    setImmediate(() => (turned = true));
    await slices.next();
    expect(turned).toBe(true);
    expect(slices.over).toBe(false);
  });

  it('gives the event loop a turn between pieces of work started together, not only before all of them', async () => {
    const slices = new TimeSlices(10);
    const log: string[] = [];
    // Something the event loop must run meanwhile, as a worker's answer is.
    let ticking = true;
    const tick = () => {
      log.push('turn');
      if (ticking) setImmediate(tick);
    };
    setImmediate(tick);
    // Twelve pages of 6 ms each, started at once as the build's renders are.
    await Promise.all(
      Array.from({ length: 12 }, async (_, page) => {
        await Promise.resolve(); // each has awaited something first (the page's data)
        while (slices.over) await slices.next();
        busyFor(6);
        log.push(`page ${page}`);
      }),
    );
    ticking = false;
    const pages = log.filter((entry) => entry.startsWith('page'));
    expect(pages).toHaveLength(12);
    // Two 6 ms pages fill a 10 ms slice: never more than two run without a turn between them.
    const runs = log.join(',').split('turn').map((between) => between.split(',').filter(Boolean).length);
    expect(Math.max(...runs)).toBeLessThanOrEqual(2);
  });
});
