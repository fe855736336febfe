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
  return error.issues.flatMap((issue) => problemsOf(issue, []));
}

function problemsOf(issue: z.core.$ZodIssue, parentPath: PropertyKey[]): SettingProblem[] {
  const keyPath = [...parentPath, ...issue.path].filter((key): key is string | number => typeof key !== 'symbol');
  if (issue.code === 'unrecognized_keys') return issue.keys.map((key) => ({ keyPath: [...keyPath, key], unknownKey: true, message: issue.message }));
  // A setting that takes one of several forms (one blog or a list of them; a number or 'ALL'): the problems
  // of the form the value has, or when it has none of them, the forms it may take, rather than "Invalid input".
  if (issue.code === 'invalid_union') {
    const ofItsForm = issue.errors.filter((branch) => !branch.some(isWrongForm));
    if (ofItsForm.length === 1) return ofItsForm[0]!.flatMap((inner) => problemsOf(inner, keyPath));
    const forms = [...new Set(issue.errors.flatMap((branch) => branch.filter(isWrongForm).map(formOf)))];
    if (ofItsForm.length === 0 && forms.length > 0) return [{ keyPath, unknownKey: false, message: `Invalid input: expected ${forms.join(' or ')}` }];
  }
  return [{ keyPath, unknownKey: false, message: issue.message }];
}

/** An issue that says the value is not of this form at all: another type, or not the one value it may be. */
const isWrongForm = (issue: z.core.$ZodIssue): boolean => issue.path.length === 0 && (issue.code === 'invalid_type' || issue.code === 'invalid_value');

function formOf(issue: z.core.$ZodIssue): string {
  if (issue.code === 'invalid_type') return issue.expected;
  return issue.code === 'invalid_value' ? issue.values.map((value) => JSON.stringify(value)).join(' or ') : issue.message;
}
