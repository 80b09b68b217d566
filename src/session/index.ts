// The document session's public surface: the commands, the app's session, the selector hook and the CodeMirror link.
export { createSession, type DocumentRemoval, type Session, type SessionChange, type SessionCommand } from './session';
export { isUntouched, openedMessage, type OpenIntent, type OpenOutcome, type OpenedReport } from './openIntent';
export { getSession } from './appSession';
export { useSession, useSessionSelector } from './useSessionSelector';
export { useLoadedText } from './useLoadedText';
export { CANVAS_USER_EVENT, fromSession, sendEdit, sessionChangeOf, sessionSync } from './codeMirrorSync';
