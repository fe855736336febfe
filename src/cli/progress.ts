import type { BuildStage } from '../build/build-site.ts';

const LABELS: Record<BuildStage, string> = { content: 'Reading content', markdown: 'Compiling Markdown', render: 'Rendering pages', write: 'Writing output' };

/** On a terminal: one line redrawn in place. Elsewhere (CI): a plain line when each stage starts and ends. */
export function createProgress(stream: NodeJS.WriteStream = process.stderr) {
  const interactive = Boolean(stream.isTTY) && !process.env.CI;
  let lastStage: BuildStage | undefined;
  let lastDraw = 0;
  return {
    update(stage: BuildStage, done: number, total: number) {
      if (interactive) {
        const now = Date.now();
        if (stage === lastStage && done < total && now - lastDraw < 50) return;
        lastDraw = now;
        stream.write(`\r\x1b[2K${LABELS[stage]}: ${done}/${total}`);
      } else if (stage !== lastStage) {
        stream.write(`${LABELS[stage]}…\n`);
      }
      lastStage = stage;
    },
    finish() {
      if (interactive && lastStage) stream.write('\r\x1b[2K');
    },
  };
}
