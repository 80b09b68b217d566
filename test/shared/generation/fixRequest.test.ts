// "Fix with the model": the follow-up message carries the problems with their lines and the numbered spec.
import type { Diagnostic } from '../../../src/engine';
import { buildFixRequest } from '../../../src/shared/generation/fixRequest';

const SPEC = 'infographic list-row-simple-horizontal-arrow\ntheem dark\ndata\n  title T\n';

it('lists errors before warnings with their lines, then the numbered spec', () => {
  const diagnostics: Diagnostic[] = [
    { severity: 'warning', code: 'data_shape', message: 'Data under data.items.', line: 3 },
    { severity: 'info', code: 'field_not_drawn', message: 'No icons drawn.' },
    { severity: 'error', code: 'unknown_key', message: "Unknown key 'theem' at the top level.", line: 2, hint: 'Did you mean theme?' },
  ];
  const message = buildFixRequest(SPEC, diagnostics)!;
  expect(message).toContain(
    "problems:\n- line 2: error: Unknown key 'theem' at the top level. (Did you mean theme?)\n- line 3: warning: Data under data.items.\n\n",
  );
  expect(message).not.toContain('No icons drawn');
  expect(message).toContain('```text\n1| infographic list-row-simple-horizontal-arrow\n2| theem dark\n3| data\n4|   title T\n```');
  expect(message).toMatch(/one ```infographic block/);
});

it('says nothing when only advice is left, and caps a long list', () => {
  expect(buildFixRequest(SPEC, [{ severity: 'info', code: 'field_not_drawn', message: 'x' }])).toBeNull();
  const many: Diagnostic[] = Array.from({ length: 25 }, (_, i) => ({
    severity: 'error',
    code: 'bad_syntax',
    message: `Bad ${i}.`,
    line: i + 1,
  }));
  const message = buildFixRequest(SPEC, many)!;
  expect(message).toContain('- line 20: error: Bad 19.');
  expect(message).not.toContain('Bad 20.');
  expect(message).toContain('- and 5 more.');
  expect(buildFixRequest(SPEC, [{ severity: 'error', code: 'empty_data', message: 'Nothing to draw.' }])).toContain('- whole spec: error');
});
