// The mistakes models make when they answer with a spec (issue #29 item 5), each applied to a clean answer for a template:
// one set shared by the unit test (every template, through repairAnswer) and the browser spec (through Generate).
// A mistake maps the clean spec (text syntax, as the engine's serializer writes it) to a whole model answer.

export interface CleanSpec {
  template: string;
  /** The spec in the text syntax, ending with a newline. */
  text: string;
  /** The same options as JSON (what a model writes when it answers in JSON). */
  json: string;
}

export interface ModelMistake {
  id: string;
  /** The mistake, as a reader of the report would name it. */
  what: string;
  answer(spec: CleanSpec): string;
}

const fenced = (label: string, body: string) => `\`\`\`${label}\n${body.endsWith('\n') ? body : `${body}\n`}\`\`\``;
const around = (block: string) => `Here is your infographic.\n${block}\nWant me to change anything?`;
/** Every `key value` line (list entries too) as `key: value`, the way YAML-minded models write it. */
const withColons = (text: string) => text.replace(/^(\s*(?:- )?)([A-Za-z]+) (?=\S)/gm, '$1$2: ');
/** The `data` line left out, and its block written at the top level. */
function withoutDataLine(text: string): string {
  const lines = text.split('\n');
  const at = lines.indexOf('data');
  const out = lines.slice(0, at);
  let i = at + 1;
  for (; i < lines.length && (lines[i]!.startsWith('  ') || lines[i] === ''); i += 1) out.push(lines[i]!.slice(2));
  return [...out, ...lines.slice(i)].join('\n');
}
/** A curly double quote where JSON has its delimiters, as a word processor or a chat app's "smart" typing writes them. */
const curlyJson = (json: string) => json.replace(/"([^"]*)"/g, '\u201C$1\u201D');
/** The template name with one letter of its last word dropped: a near miss. */
const nearMiss = (text: string) => text.replace(/^(infographic \S*-\w)\w(\w*)$/m, '$1$2');

export const MODEL_MISTAKES: readonly ModelMistake[] = [
  { id: 'none', what: 'no mistake (the control)', answer: (spec) => around(fenced('infographic', spec.text)) },
  { id: 'yaml-fence', what: 'the spec in a ```yaml block', answer: (spec) => around(fenced('yaml', spec.text)) },
  { id: 'bare-fence', what: 'the spec in a bare ``` block', answer: (spec) => around(fenced('', spec.text)) },
  { id: 'json-fence', what: 'the text spec in a ```json block', answer: (spec) => around(fenced('json', spec.text)) },
  { id: 'no-fence', what: 'the spec between prose lines, in no block', answer: (spec) => around(spec.text.trimEnd()) },
  {
    id: 'unclosed-fence',
    what: 'a ```infographic block never closed, prose after it',
    answer: (spec) => `Here it is.\n\`\`\`infographic\n${spec.text}Let me know if you want changes.`,
  },
  {
    id: 'no-data-line',
    what: 'the data keys at the top level, no data line',
    answer: (spec) => around(fenced('infographic', withoutDataLine(spec.text))),
  },
  { id: 'tabs', what: 'tab indentation', answer: (spec) => around(fenced('infographic', spec.text.replace(/ {2}/g, '\t'))) },
  { id: 'four-spaces', what: 'four spaces a level', answer: (spec) => around(fenced('infographic', spec.text.replace(/^( +)/gm, '$1$1'))) },
  { id: 'colons', what: '`key: value` lines', answer: (spec) => around(fenced('infographic', withColons(spec.text))) },
  { id: 'crlf', what: 'CRLF line ends', answer: (spec) => around(fenced('infographic', spec.text)).replace(/\n/g, '\r\n') },
  {
    id: 'bullets',
    what: '`*` bullets for list entries',
    answer: (spec) => around(fenced('infographic', spec.text.replace(/^(\s*)- /gm, '$1* '))),
  },
  { id: 'near-template', what: 'a template name one letter off', answer: (spec) => around(fenced('infographic', nearMiss(spec.text))) },
  {
    id: 'font-family',
    what: 'a CSS font-family line',
    answer: (spec) => around(fenced('infographic', `${spec.text}theme\n  font-family "Inter", sans-serif\n`)),
  },
  { id: 'smart-quotes', what: 'JSON with curly quotes', answer: (spec) => around(fenced('infographic', curlyJson(spec.json))) },
  {
    id: 'two-fences',
    what: 'two blocks, the second a variant',
    answer: (spec) =>
      `${around(fenced('infographic', spec.text))}\nOr, shorter:\n${fenced('infographic', spec.text.replace(/^( {2}title ).*$/m, '$1Variant'))}`,
  },
];
