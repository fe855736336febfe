import { describe, expect, it } from 'vitest';
import { rejoinedIdentifiers, separatedQuery, withSeparatedIdentifiers } from '../../src/shared/search-separators.ts';

describe("search's word breaks at PHP's separators", () => {
  it('gives the index a space after `->`, `::`, `\\` and a call\'s `(` between two words, in text and escaped', () => {
    expect(withSeparatedIdentifiers('<code>$DB->get_records_sql($sql)->current()</code>')).toBe('<code>$DB-> get_records_sql( $sql)-> current()</code>');
    expect(withSeparatedIdentifiers('<code>$mform-&gt;addElement(&#39;header&#39;, get_string("general"))</code>')).toBe('<code>$mform-&gt; addElement( &#39;header&#39;, get_string( "general"))</code>');
    expect(withSeparatedIdentifiers('<p>core_user\\fields::for_identity($context) and $PAGE-&gt;set_url($url)</p>')).toBe('<p>core_user\\ fields:: for_identity( $context) and $PAGE-&gt; set_url( $url)</p>');
    expect(withSeparatedIdentifiers('<p>$this->$name</p>')).toBe('<p>$this-> $name</p>');
  });

  it('leaves a separator that follows a space or a tag, or no word, as it is', () => {
    const unchanged = ['<p>Settings -> Plugins</p>', '<p>ratio 3:4, a::</p>', '<p>a-> b, x::()</p>', '<p>a call (with words)</p>', '<code>f( $x)</code>', '\\start', '<code>\\core</code>', '<p>Extend \\core</p>'];
    for (const html of unchanged) expect(withSeparatedIdentifiers(html)).toBe(html);
    // Only the second of a namespace's separators is between two words.
    expect(withSeparatedIdentifiers('<code>\\core\\task</code>')).toBe('<code>\\core\\ task</code>');
  });

  it('splits a query where the index was split', () => {
    expect(separatedQuery('$DB->get_records')).toBe('$DB get_records');
    expect(separatedQuery('\\core\\task\\manager::queue_adhoc_task')).toBe(' core task manager queue_adhoc_task');
    expect(separatedQuery('get_string')).toBe('get_string');
    expect(separatedQuery("addElement('header'")).toBe("addElement 'header'");
  });

  it("takes the space out of an excerpt again, around Pagefind's marks too", () => {
    expect(rejoinedIdentifiers('id = <mark>$DB-&gt;</mark> <mark>insert_record(&#39;x&#39;,</mark> $record); $record-&gt; message')).toBe('id = <mark>$DB-&gt;</mark><mark>insert_record(&#39;x&#39;,</mark> $record); $record-&gt;message');
    expect(rejoinedIdentifiers('Use \\core_user\\ fields:: <mark>for_identity($context)</mark>')).toBe('Use \\core_user\\fields::<mark>for_identity($context)</mark>');
    expect(rejoinedIdentifiers('<mark>$PAGE-&gt;</mark> requires')).toBe('<mark>$PAGE-&gt;</mark>requires');
    expect(rejoinedIdentifiers('$mform-&gt;</mark> <mark>addElement(</mark> &#39;header&#39;')).toBe('$mform-&gt;</mark><mark>addElement(</mark>&#39;header&#39;');
    // A heading's title is text: its `->` is not escaped.
    expect(rejoinedIdentifiers('Calling $OUTPUT-> header()')).toBe('Calling $OUTPUT->header()');
    // A space before the separator was written: it stays, as does the one after.
    expect(rejoinedIdentifiers('Settings -> Plugins')).toBe('Settings -> Plugins');
  });

  it('gives back the text the index was made from, for the text of a code block', () => {
    const code = '$fields = \\core_user\\fields::for_identity($context)->with_userpic(); $DB-&gt;get_record(\'user\', [\'id\' =&gt; $id]);';
    expect(rejoinedIdentifiers(withSeparatedIdentifiers(code))).toBe(code);
  });
});
