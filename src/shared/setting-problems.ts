import type { z } from 'zod';

/** One problem of a settings object (a config, a `_category_` file, front matter), where it is and what is wrong. */
export interface SettingProblem {
  /** The keys leading to it. */
  keyPath: (string | number)[];
  /** A key no setting has: a misspelling, most often. */
  unknownKey: boolean;
  message: string;
}

/** zod's issues as problems an author can find by key, each unknown key of an object a problem of its own, at that key. */
export function settingProblems(error: z.ZodError): SettingProblem[] {
  return error.issues.flatMap((issue): SettingProblem[] => {
    const keyPath = issue.path.filter((key): key is string | number => typeof key !== 'symbol');
    return issue.code === 'unrecognized_keys'
      ? issue.keys.map((key) => ({ keyPath: [...keyPath, key], unknownKey: true, message: issue.message }))
      : [{ keyPath, unknownKey: false, message: issue.message }];
  });
}
