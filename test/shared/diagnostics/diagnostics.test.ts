// Diagnostics as listed: "line N: message", worst first, no repeated line numbers.
import type { Diagnostic } from '../../../src/engine';
import { createEngine } from '../../../src/engine/engine';
import { diagnosticText, diagnosticsSummary, sortDiagnostics, splitBySeverity } from '../../../src/shared/diagnostics/diagnostics';

const d = (severity: Diagnostic['severity'], line: number | undefined, message: string): Diagnostic => ({
  severity,
  code: 'bad_syntax',
  message,
  ...(line === undefined ? {} : { line }),
});

describe('diagnosticText', () => {
  test('names the line first', () => {
    expect(diagnosticText(d('error', 3, "Unknown key 'bogus'."))).toBe("line 3: Unknown key 'bogus'.");
  });

  test("formats the real engine's diagnostics as they come: one line number, the message as written", () => {
    const engine = createEngine();
    const [diagnostic] = engine.validate('infographic chart-column\ndata\n  values\n    - label A\n      value 3\n').diagnostics;
    expect(diagnosticText(diagnostic!)).toBe(
      "line 1: Unknown template 'chart-column'; the picture uses the nearest one, chart-column-simple.",
    );
  });

  test('keeps a different line number that is part of the message', () => {
    expect(diagnosticText(d('warning', 4, 'Duplicate of the item on line 2.'))).toBe('line 4: Duplicate of the item on line 2.');
  });

  test('a problem without a line is its message alone', () => {
    expect(diagnosticText(d('error', undefined, 'Input is empty.'))).toBe('Input is empty.');
  });
});

test('sorts errors, then warnings, then notes; by line within each; lineless last', () => {
  const list = [d('info', 1, 'i'), d('warning', 2, 'w'), d('error', 9, 'e9'), d('error', undefined, 'e?'), d('error', 4, 'e4')];
  expect(sortDiagnostics(list).map((x) => x.message)).toEqual(['e4', 'e9', 'e?', 'w', 'i']);
  const { errors, others } = splitBySeverity(list);
  expect(errors.map((x) => x.message)).toEqual(['e4', 'e9', 'e?']);
  expect(others.map((x) => x.message)).toEqual(['w', 'i']);
});

test('summarises counts in words', () => {
  expect(diagnosticsSummary([])).toBe('No problems');
  expect(diagnosticsSummary([d('error', 1, 'a')])).toBe('1 error');
  expect(diagnosticsSummary([d('error', 1, 'a'), d('error', 2, 'b'), d('warning', 3, 'c'), d('info', 4, 'd')])).toBe(
    '2 errors, 1 warning, 1 note',
  );
});
