// The diagnostics list: fix buttons apply a suggestion; a picture-audit finding reports its element while hovered or focused.
import { fireEvent, render, screen } from '@testing-library/react';
import type { Diagnostic } from '../../../src/engine';
import { DiagnosticsList } from '../../../src/shared/diagnostics/DiagnosticsList';

const unknownTemplate: Diagnostic = {
  severity: 'warning',
  code: 'unknown_template',
  line: 1,
  message: "Unknown template 'chart-column-grouped-simple'; the picture uses the nearest one, chart-column-simple.",
  suggestions: ['chart-column-simple', 'list-grid-simple'],
};
const overflow: Diagnostic = {
  severity: 'warning',
  code: 'text_overflow',
  line: 6,
  message: "The label 'word word' overflows its box.",
  element: '[data-element-type="item-label"][data-indexes="0"]',
};

test('a fix button per applicable suggestion, named "Use …", applies it', () => {
  const applied: string[] = [];
  render(
    <DiagnosticsList
      diagnostics={[unknownTemplate]}
      checked
      onSelectLine={() => {}}
      fixesOf={(d) => (d.suggestions ?? []).map((s) => ({ label: `Use ${s}`, apply: () => applied.push(s) }))}
    />,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Use chart-column-simple' }));
  expect(screen.getByRole('button', { name: 'Use list-grid-simple' })).toBeInTheDocument();
  expect(applied).toEqual(['chart-column-simple']);
});

test('a finding with an element: focus and hover name it, leaving clears it; others name nothing', () => {
  const highlighted: Array<string | null> = [];
  render(
    <DiagnosticsList diagnostics={[unknownTemplate, overflow]} checked onSelectLine={() => {}} onHighlight={(e) => highlighted.push(e)} />,
  );
  const finding = screen.getByRole('button', { name: /line 6: The label 'word word' overflows its box\./ });
  expect(finding.closest('li')).toHaveAttribute('data-picture-element', overflow.element);
  fireEvent.focus(finding);
  fireEvent.blur(finding);
  fireEvent.mouseEnter(finding.closest('li')!);
  fireEvent.mouseLeave(finding.closest('li')!);
  fireEvent.focus(screen.getByRole('button', { name: /line 1: Unknown template/ }));
  expect(highlighted).toEqual([overflow.element, null, overflow.element, null]);
});
