// Opening a spec from disk (file picker or drag and drop): .txt / .json text that looks like a spec, or a picture this app
// exported (SVG, PNG, JPEG or WebP), whose embedded source is opened.
import { MAX_SOURCE_CHARS, firstContentLine, isHeadLine, pictureKind, rasterSource, svgSource, formatCount } from '../../engine';
import { t } from '../../i18n/i18n';
import { chatAnswerNotice, specFromEnteredText } from '../generation/answer';

/** For <input type="file" accept>. */
export const SPEC_FILE_ACCEPT = '.txt,.json,.svg,.png,text/plain,application/json,image/svg+xml,image/png';
/** Largest file read: the largest accepted source with every character as 3 UTF-8 bytes. */
export const MAX_SPEC_FILE_BYTES = MAX_SOURCE_CHARS * 3;
/** Largest picture read: a 3x PNG of a big infographic is a few megabytes; the source inside it is checked as text. */
export const MAX_PICTURE_FILE_BYTES = 32 * 1024 * 1024;

/** `notice`: something to say beside "Opened …" (a chat answer's block was used). */
export type SpecFileResult =
  /** `picture`: the text is the source a picture exported here carries. */
  { ok: true; name: string; text: string; picture: boolean; notice?: string } | { ok: false; message: string };

const SPEC_EXTENSIONS = /\.(txt|json)$/i;
const SPEC_TYPES = new Set(['text/plain', 'application/json']);
const PICTURE_EXTENSIONS = /\.(svg|png|jpe?g|webp)$/i;
const PICTURE_TYPES = new Set(['image/svg+xml', 'image/png', 'image/jpeg', 'image/webp']);

/** Why this text is not an infographic spec, or null when it looks like one (the engine judges the details). */
export function specTextProblem(text: string, name: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return t('shared.openFile.empty', { name });
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(trimmed);
    } catch {
      // Broken JSON that starts like options is still the user's spec: let the diagnostics point at the error.
      return trimmed.startsWith('{') ? null : t('shared.openFile.jsonList', { name });
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      return t('shared.openFile.jsonList', { name });
    }
    if (!('template' in parsed) && !('data' in parsed)) {
      return t('shared.openFile.jsonFields', { name });
    }
    return null;
  }
  // The syntax skips comment lines (# or //) and Markdown code fences before its head line.
  const firstLine = firstContentLine(trimmed);
  if (firstLine === null || !isHeadLine(firstLine)) {
    return t('shared.openFile.notSpec', { name });
  }
  return null;
}

/** A file's bytes (FileReader where Blob.arrayBuffer is missing). */
export function readBytes(file: Blob): Promise<ArrayBuffer> {
  if (typeof file.arrayBuffer === 'function') return file.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsArrayBuffer(file);
  });
}

/** The source inside a picture file (judged by its bytes, not its name), checked like a spec file's text. */
async function readPictureFile(file: File, name: string): Promise<SpecFileResult> {
  if (file.size > MAX_PICTURE_FILE_BYTES) {
    return { ok: false, message: t('shared.openFile.pictureTooLarge', { name, bytes: formatCount(file.size) }) };
  }
  const bytes = new Uint8Array(await readBytes(file));
  const kind = pictureKind(bytes);
  if (kind === 'other') return { ok: false, message: t('shared.openFile.notPicture', { name }) };
  let source: string | null;
  if (kind !== 'svg') source = rasterSource(bytes);
  else {
    try {
      source = svgSource(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
    } catch {
      source = null;
    }
  }
  if (source === null) {
    return {
      ok: false,
      message: t('shared.openFile.noSource', { name }),
    };
  }
  return checkedText(source, name, true);
}

/** Reads a dropped or picked file; never throws. */
export async function readSpecFile(file: File): Promise<SpecFileResult> {
  const name = file.name || t('shared.openFile.unnamed');
  if (PICTURE_EXTENSIONS.test(file.name) || PICTURE_TYPES.has(file.type)) {
    try {
      return await readPictureFile(file, name);
    } catch {
      return { ok: false, message: t('shared.openFile.unreadable', { name }) };
    }
  }
  if (!SPEC_EXTENSIONS.test(file.name) && !SPEC_TYPES.has(file.type)) {
    return {
      ok: false,
      message: t('shared.openFile.wrongType', { name }),
    };
  }
  if (file.size > MAX_SPEC_FILE_BYTES) {
    return {
      ok: false,
      message: t('shared.openFile.tooLarge', { name, bytes: formatCount(file.size), max: formatCount(MAX_SOURCE_CHARS) }),
    };
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(await readBytes(file));
  } catch {
    return { ok: false, message: t('shared.openFile.notUtf8', { name }) };
  }
  return checkedText(text, name, false);
}

/** The checks every opened text goes through, whether it came as a text file or inside a picture. */
function checkedText(raw: string, name: string, picture: boolean): SpecFileResult {
  const text = raw.replace(/^\uFEFF/, '');
  if (text.includes('\u0000')) return { ok: false, message: t('shared.openFile.notText', { name }) };
  if (text.length > MAX_SOURCE_CHARS) {
    return {
      ok: false,
      message: t('shared.openFile.tooManyChars', { name, chars: formatCount(text.length), max: formatCount(MAX_SOURCE_CHARS) }),
    };
  }
  // a saved chat answer (prose around a fenced block) opens as its block
  const entered = specFromEnteredText(text);
  const problem = specTextProblem(entered.text, name);
  if (problem) return { ok: false, message: problem };
  return entered.fromChatAnswer
    ? { ok: true, name, text: entered.text, picture, notice: chatAnswerNotice() }
    : { ok: true, name, text, picture };
}
