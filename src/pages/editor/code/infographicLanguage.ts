// Highlighting of the infographic text syntax: a line-based tokenizer (the syntax is one key and a value per line).
import { StreamLanguage, StringStream, type StreamParser } from '@codemirror/language';
import { tags } from '@lezer/highlight';

/** The top-level blocks of the syntax. */
export const BLOCK_KEYS = ['data', 'theme', 'design'] as const;

/** Token names, mapped to highlight tags in `tokenTable` below. */
type Token =
  'comment' | 'headKeyword' | 'templateName' | 'blockKey' | 'itemKey' | 'listDash' | 'number' | 'colour' | 'icon' | 'value' | null;

interface LineState {
  /** Where in the line the tokenizer is: before the key, after it, or in the value. */
  at: 'start' | 'afterHead' | 'value';
}

const COLOUR = /^#(?:[0-9a-fA-F]{8}|[0-9a-fA-F]{6}|[0-9a-fA-F]{3,4})\b/;
const NUMBER = /^-?\d+(?:\.\d+)?(?:%|px)?(?=\s|$|,)/;
const ICON = /^(?:icon:|mdi[:/]|ri[:/]|lucide[:/])[\w:/-]+/;

function tokenAtStart(stream: StringStream, state: LineState): Token {
  const indented = stream.indentation() > 0;
  // The engine skips these lines whatever follows (isSkippedLine in src/engine/spec/sourceText.ts).
  if (stream.match(/^(?:#|\/\/).*$/) || stream.match(/^```[\w-]*\s*$/)) return 'comment';
  if (!indented && stream.match(/^(?:infographic|template)(?=[\s:=]|$)/)) {
    state.at = 'afterHead';
    return 'headKeyword';
  }
  if (stream.match(/^-(?=\s|$)/)) return 'listDash';
  state.at = 'value';
  if (!indented && stream.match(/^(?:data|theme|design)(?=[\s:=]|$)/)) return 'blockKey';
  if (stream.match(/^[A-Za-z_][\w-]*(?=\s*[:=]?\s|\s*[:=]?$)/)) return 'itemKey';
  stream.next();
  return 'value';
}

function tokenInValue(stream: StringStream): Token {
  if (stream.match(COLOUR)) return 'colour';
  if (stream.match(NUMBER)) return 'number';
  if (stream.match(ICON)) return 'icon';
  // Words run to the next space, so a colour or number later in the value is still seen.
  if (stream.match(/^\S+/)) return 'value';
  stream.next();
  return 'value';
}

export const infographicParser: StreamParser<LineState> = {
  name: 'infographic',
  startState: () => ({ at: 'start' }),
  copyState: (state) => ({ ...state }),
  token(stream, state) {
    if (stream.sol()) state.at = 'start';
    if (stream.eatSpace()) return null;
    if (stream.match(/^[:=]/)) return null;
    if (state.at === 'start') return tokenAtStart(stream, state);
    if (state.at === 'afterHead') {
      stream.match(/^\S+/);
      return 'templateName';
    }
    return tokenInValue(stream);
  },
  blankLine(state) {
    state.at = 'start';
  },
  languageData: { commentTokens: { line: '#' }, indentOnInput: /^\s*-\s$/ },
  tokenTable: {
    comment: tags.comment,
    headKeyword: tags.keyword,
    templateName: tags.typeName,
    blockKey: tags.heading,
    itemKey: tags.propertyName,
    listDash: tags.list,
    number: tags.number,
    colour: tags.color,
    icon: tags.url,
    value: tags.string,
  },
};

export const infographicLanguage = StreamLanguage.define(infographicParser);

/** The token names of one line, in order (for tests and debugging): [text, token] pairs, spaces left out. */
export function tokensOfLine(line: string): Array<[string, string]> {
  const state: LineState = { at: 'start' };
  const found: Array<[string, string]> = [];
  const stream = new StringStream(line, 2, 2);
  while (!stream.eol()) {
    stream.start = stream.pos;
    const token = infographicParser.token(stream, state);
    if (token) found.push([stream.current(), token]);
  }
  return found;
}
