/** A URL's fragment (without `#`) as the id it names: percent-decoded, or as written when it is not valid encoding. */
export function fragmentId(fragment: string): string {
  try {
    return decodeURIComponent(fragment);
  } catch {
    return fragment;
  }
}
