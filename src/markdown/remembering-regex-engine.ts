import type { PatternScanner, RegexEngine, RegexEngineString } from 'shiki';

type ScanResult = ReturnType<PatternScanner['findNextMatchSync']>;

/** A line as the tokeniser sees it; the engine's own string is made only when a scan needs it. */
interface LazyString extends RegexEngineString {
  readonly engineString: RegexEngineString;
}

export interface RememberingRegexEngine extends RegexEngine {
  /** Drops what was remembered: called before each code block, so memory stays the size of one block. */
  forget(): void;
}

/**
 * A regex engine that answers a repeated scan from memory.
 *
 * Shiki colours a block for two themes by tokenising it twice, and the
 * second pass runs exactly the same scans as the first: the grammar's rules,
 * and so its scanners, do not depend on the theme, and every scan is a pure
 * function of scanner, line and position. Remembering the answers for one
 * block makes the second pass skip the regular expressions (and the copy of
 * each line into the engine's memory), which is most of its cost. The output
 * is the same by construction.
 */
export function rememberingRegexEngine(engine: RegexEngine): RememberingRegexEngine {
  let generation = 0;
  return {
    forget() {
      generation++;
    },
    createString(content: string): LazyString {
      let engineString: RegexEngineString | undefined;
      return {
        content,
        get engineString() {
          return (engineString ??= engine.createString(content));
        },
        dispose() {
          engineString?.dispose?.();
        },
      };
    },
    createScanner(patterns) {
      const scanner = engine.createScanner(patterns);
      // By line, then by start position and options.
      let answers = new Map<string, Map<number, ScanResult>>();
      let answersGeneration = generation;
      return {
        findNextMatchSync(line: string | LazyString, startPosition: number, options: number) {
          if (answersGeneration !== generation) {
            answers = new Map();
            answersGeneration = generation;
          }
          const content = typeof line === 'string' ? line : line.content;
          let byPosition = answers.get(content);
          if (!byPosition) answers.set(content, (byPosition = new Map()));
          // Options are FindOption flags, all below 16.
          const key = startPosition * 16 + (options | 0);
          const known = byPosition.get(key);
          if (known !== undefined) return known;
          const answer = scanner.findNextMatchSync(typeof line === 'string' ? line : line.engineString, startPosition, options);
          byPosition.set(key, answer);
          return answer;
        },
        dispose() {
          scanner.dispose?.();
        },
      };
    },
  };
}
