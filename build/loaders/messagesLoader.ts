// Build-time webpack loader for a language's catalogue files (src/i18n/messages/<lang>/*.json): compiles each message's
// ICU text to Lingui's compiled form, so the browser gets no message parser; a malformed message fails the build by its id.
import { compileMessage } from '@lingui/message-utils/compileMessage';

export default function messagesLoader(source: string): string {
  const messages = JSON.parse(source) as Record<string, string>;
  const compiled: Record<string, unknown> = {};
  for (const [id, text] of Object.entries(messages)) {
    try {
      compiled[id] = compileMessage(text);
    } catch (error) {
      throw new Error(`Message ${id} is not valid ICU text: ${(error as Error).message}`, { cause: error });
    }
  }
  return `export default ${JSON.stringify(compiled)};`;
}
