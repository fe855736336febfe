import type { BuildStage } from '../build/build-site.ts';

const LABELS: Record<BuildStage, string> = { content: 'Reading content', pages: 'Compiling and rendering pages', search: 'Indexing for search', write: 'Writing output' };

/**
 * On a terminal: one line redrawn in place with the stage and pages done.
 * Elsewhere (CI): a plain line as each stage ends, with its duration.
 */
export function createProgress(stream: NodeJS.WriteStream = process.stderr) {
  const interactive = Boolean(stream.isTTY) && !process.env.CI;
  let lastStage: BuildStage | undefined;
  let stageStarted = performance.now();
  let lastDraw = 0;
  let lastTotal = 0;
  const endStage = () => {
    if (!lastStage || interactive) return;
    const seconds = ((performance.now() - stageStarted) / 1000).toFixed(2);
    stream.write(`${LABELS[lastStage]}${lastTotal > 1 ? ` (${lastTotal})` : ''}: ${seconds} s\n`);
  };
  return {
    update(stage: BuildStage, done: number, total: number) {
      if (stage !== lastStage) {
        endStage();
        stageStarted = performance.now();
      }
      if (interactive) {
        const now = performance.now();
        if (stage === lastStage && done < total && now - lastDraw < 50) return;
        lastDraw = now;
        stream.write(`\r\x1b[2K${LABELS[stage]}: ${done}/${total}`);
      }
      lastStage = stage;
      lastTotal = total;
    },
    finish() {
      if (interactive && lastStage) stream.write('\r\x1b[2K');
      else endStage();
      lastStage = undefined;
    },
  };
}
