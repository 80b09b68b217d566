// The source as a file to download: .json for JSON options, .txt for the text syntax, named after the infographic.
import { fileNameFor, templateOfSource, type Engine } from '../../../engine';
import { isJsonSource } from '../code/sourceForm';

export interface SourceFile {
  fileName: string;
  blob: Blob;
}

/** The file for `text`; with the engine loaded the name comes from the title, else from the template line. */
export function sourceFileOf(text: string, engine: Engine | null): SourceFile {
  const json = isJsonSource(text);
  const options = engine?.validate(text).options ?? { template: json ? undefined : (templateOfSource(text) ?? undefined) };
  return {
    fileName: fileNameFor(options, json ? 'json' : 'txt'),
    blob: new Blob([text], { type: json ? 'application/json' : 'text/plain' }),
  };
}
