// A card's findings as small badges: the engine's warnings about the drawn source and, where given, the picture audit's.
import type { Diagnostic } from '../../engine';
import { useT } from '../../i18n/react';
import { sortDiagnostics } from '../diagnostics/diagnostics';
import './cards.css';

/** Badges shown on a card; the rest are counted. */
const SHOWN = 3;

export function FindingBadges({ findings }: { findings: readonly Diagnostic[] }) {
  const t = useT();
  const shown = sortDiagnostics(findings.filter((d) => d.severity !== 'error'));
  if (shown.length === 0) return null;
  return (
    <ul className="finding-badges" aria-label={t('shared.findings.label')}>
      {shown.slice(0, SHOWN).map((finding, index) => (
        <li key={`${finding.code}:${index}`} className={`finding-badge finding-badge--${finding.severity}`} title={finding.message}>
          {finding.message}
        </li>
      ))}
      {shown.length > SHOWN && <li className="finding-badge">{t('shared.findings.more', { count: shown.length - SHOWN })}</li>}
    </ul>
  );
}
