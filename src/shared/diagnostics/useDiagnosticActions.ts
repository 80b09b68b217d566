// A page's diagnostics list with one-click fixes and finding outlines: which fixes apply to the current text, and which
// finding's element the picture outlines.
import { useCallback, useState } from 'react';
import type { Diagnostic } from '../../engine';
import { t } from '../../i18n/i18n';
import type { DiagnosticFix } from './DiagnosticsList';
import { applySuggestion } from './quickFix';

export interface DiagnosticActions {
  fixesOf(diagnostic: Diagnostic): DiagnosticFix[];
  /** The element to outline: the hovered or focused finding's, while that finding is still listed. */
  outline: string | null;
  onHighlight(element: string | null): void;
}

/**
 * `currentText` reads the text the fixes rewrite (null while there is none); `applyText` takes the rewritten text (put it
 * in the document and draw it). `diagnostics` are the ones listed, so an outline goes with its finding. `redraw`, when
 * given, draws the picture again: a Retry beside an icon set that could not be loaded.
 */
export function useDiagnosticActions(
  currentText: () => string | null,
  applyText: (text: string) => void,
  diagnostics: readonly Diagnostic[],
  redraw?: () => void,
): DiagnosticActions {
  const fixesOf = useCallback(
    (diagnostic: Diagnostic): DiagnosticFix[] => {
      // the chunk that failed is requested again by the new drawing's icons
      if (diagnostic.code === 'icon_set_unloaded') return redraw ? [{ label: t('shared.diagnostics.retry'), apply: redraw }] : [];
      const text = currentText();
      if (text === null) return [];
      return (diagnostic.suggestions ?? []).flatMap((suggestion) => {
        const fixed = applySuggestion(text, diagnostic, suggestion);
        if (fixed === null) return [];
        return [
          {
            label: t('shared.diagnostics.use', { suggestion }),
            // re-applied to the text of the moment: it may have changed since the list was drawn
            apply: () => {
              const now = currentText();
              const next = now === null ? null : applySuggestion(now, diagnostic, suggestion);
              if (next !== null) applyText(next);
            },
          },
        ];
      });
    },
    [currentText, applyText, redraw],
  );
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const outline = highlighted !== null && diagnostics.some((d) => d.element === highlighted) ? highlighted : null;
  return { fixesOf, outline, onHighlight: setHighlighted };
}
