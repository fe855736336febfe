// What a post's file name says: its date and its slug, as Docusaurus reads
// them (`2021-08-26-welcome.md`, `2021-08-26-welcome/index.md`,
// `2021/08/26/welcome.md`).

const DATED = /^(?<folder>.*?)(?<date>\d{4}[-/]\d{1,2}[-/]\d{1,2})[-/]?(?<text>.*?)(?:\/index)?\.mdx?$/;

export interface PostFileName {
  /** The date the name starts with, at midnight UTC. */
  date?: Date;
  /** The slug the name gives the post below the blog's route. */
  slug: string;
  /** The name's words after the date, the title of a post that has no other. */
  text: string;
}

/** Reads `relativePath` (below the blog's folder, forward slashes); a date that is no day of the calendar is no date. */
export function parsePostFileName(relativePath: string): PostFileName {
  const match = DATED.exec(relativePath);
  if (match?.groups) {
    const { folder = '', date: written = '', text = '' } = match.groups;
    const [year, month, day] = written.split(/[-/]/).map(Number) as [number, number, number];
    const date = new Date(Date.UTC(year, month - 1, day));
    if (date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day) {
      return { date, slug: `/${written.replace(/-/g, '/')}/${folder}${text}`, text };
    }
  }
  const text = relativePath.replace(/(?:\/index)?\.mdx?$/, '');
  return { slug: `/${text}`, text };
}
