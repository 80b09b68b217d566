import { htmlSnippet, markdownSnippet } from '../../../src/shared/export/exportSnippet';

const parts = { title: 'Q1 [draft] <results> & "notes"', image: 'q1-draft.svg', link: 'https://example.org/renderer#v=1&code=ab(c)d' };

test('the Markdown snippet is the image linking to the share link, with brackets and parentheses that cannot end it early', () => {
  expect(markdownSnippet(parts)).toBe(
    '[![Q1 \\[draft\\] <results> & "notes"](q1-draft.svg)](https://example.org/renderer#v=1&code=ab%28c%29d)',
  );
});

test('the HTML snippet escapes the title and the addresses', () => {
  expect(htmlSnippet(parts)).toBe(
    '<a href="https://example.org/renderer#v=1&amp;code=ab(c)d"><img src="q1-draft.svg" alt="Q1 [draft] &lt;results&gt; &amp; &quot;notes&quot;"></a>',
  );
});
