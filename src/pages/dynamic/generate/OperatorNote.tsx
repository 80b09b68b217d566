// What only the site's operator can change (the server's configuration), kept behind a disclosure under a message that
// tells the user what they can do themselves.
import { useT } from '../../../i18n/react';

export function OperatorNote({ note }: { note: string | undefined }) {
  const t = useT();
  if (!note) return null;
  return (
    <details className="dynamic-operator-note">
      <summary>{t('shared.generation.forOperator')}</summary>
      <p>{note}</p>
    </details>
  );
}
