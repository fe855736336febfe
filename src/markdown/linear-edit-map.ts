// micromark moves a document's events with an EditMap (micromark-util-edit-map),
// whose consume() copied every event of the document to apply edits that all
// lie near its end. The parser does that at each line after a list or block
// quote that could still have continued it (a "lazy" line: the next paragraph
// or heading after a list), so a page's parse took time in the square of its
// length: 4,000 short lists (84 KB) took 19 s, and a 1.2 MB page with a list in
// each of its sections ran past the build's minute. Docusaurus parses with the
// same micromark. This consume() gives the same events, moving only those from
// the first edit on; imported for its effect, before any Markdown is parsed.
import { EditMap } from 'micromark-util-edit-map';
import type { Event } from 'micromark-util-types';

EditMap.prototype.consume = function consume(this: EditMap, events: Event[]): undefined {
  this.map.sort((a, b) => a[0] - b[0]);
  if (this.map.length === 0) return undefined;
  const first = this.map[0]![0];
  const moved = events.slice(first);
  events.length = first;
  // As the original does, each edit keeps the events from the end of the one
  // before it (an edit removing past the next one's start removes nothing more).
  let from = first;
  for (const [at, remove, add] of this.map) {
    for (let index = from; index < at; index++) events.push(moved[index - first]!);
    for (const event of add) events.push(event);
    from = at + remove;
  }
  for (let index = from - first; index < moved.length; index++) events.push(moved[index]!);
  this.map.length = 0;
  this.index.clear();
  return undefined;
};
