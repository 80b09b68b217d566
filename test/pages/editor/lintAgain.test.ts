// Findings that arrive after the text's lint has run (the picture audit, after the picture's first paint) reach the Editor's
// problems: lintAgain runs the linter again on the same text (forceLinting alone does nothing once no change is pending).
import { forceLinting, forEachDiagnostic, type Diagnostic } from '@codemirror/lint';
import type { EditorView } from '@codemirror/view';
import { createSourceEditor, lintAgain } from '../../../src/pages/editor/code/sourceEditor';

// jsdom lays nothing out; CodeMirror asks a Range for its boxes when it measures.
beforeAll(() => {
  Range.prototype.getClientRects ??= () => [] as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
});

const views: EditorView[] = [];
afterEach(() => views.splice(0).forEach((view) => view.destroy()));

function messages(view: EditorView): string[] {
  const found: string[] = [];
  forEachDiagnostic(view.state, (diagnostic) => found.push(diagnostic.message));
  return found;
}

/** Waits until the linter's (asynchronous) result is in the state. */
async function until(view: EditorView, expected: string[]): Promise<void> {
  for (let tries = 0; tries < 100 && JSON.stringify(messages(view)) !== JSON.stringify(expected); tries += 1)
    await new Promise((resolve) => setTimeout(resolve, 10));
}

test('a finding reported after the lint ran shows once lintAgain is called, and not before', async () => {
  let findings: Diagnostic[] = [];
  const view = createSourceEditor(document.createElement('div'), {
    doc: 'infographic list-row-simple-horizontal-arrow\ndata\n  title Organisation\n',
    onChange: () => {},
    lint: () => findings,
  });
  views.push(view);
  forceLinting(view);
  await until(view, []);
  expect(messages(view)).toEqual([]);

  const line = view.state.doc.line(3);
  findings = [{ from: line.from, to: line.to, severity: 'warning', message: 'This template does not draw a title' }];
  forceLinting(view); // what the page did: nothing is pending, so nothing runs
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(messages(view)).toEqual([]);

  lintAgain(view);
  await until(view, ['This template does not draw a title']);
  expect(messages(view)).toEqual(['This template does not draw a title']);
});
