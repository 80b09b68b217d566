// The message under a field whose text is over its limit: an alert (it appears as the text goes over), named by the field's
// aria-describedby, in the page's error style.
export function FieldLimit({ id, message }: { id: string; message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="dynamic-message dynamic-message--error">
      {message}
    </p>
  );
}

/** The field's aria-describedby: its own notes, plus the limit's message while there is one. */
export function describedBy(ids: ReadonlyArray<string | false | null | undefined>): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined === '' ? undefined : joined;
}
