// Reading exported PDF and PowerPoint files as a viewer would, without outside tools: the PDF's text through its fonts'
// ToUnicode maps, the slide deck as the zip it is.
import { strFromU8, unzipSync, unzlibSync } from 'fflate';

interface PdfObject {
  body: string;
}

function objectsOf(pdf: string): Map<number, PdfObject> {
  const objects = new Map<number, PdfObject>();
  for (const match of pdf.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) objects.set(Number(match[1]), { body: match[2]! });
  return objects;
}

function streamOf(object: PdfObject | undefined): string {
  if (!object) return '';
  const filter = /\/Filter\s*\/(\w+)/.exec(object.body.split('stream')[0]!)?.[1];
  if (filter && filter !== 'FlateDecode') throw new Error(`PDF stream filter ${filter}: this reader reads plain and Flate ones`);
  const match = /stream\r?\n([\s\S]*?)\r?\nendstream/.exec(object.body);
  if (!match) return '';
  // The dictionary's /Length says where the data ends: the pattern alone takes a stream whose last byte is a CR as ending
  // one byte early (a compressed stream then fails to inflate).
  const length = /\/Length\s+(\d+)\b(?!\s+\d+\s+R)/.exec(object.body.split('stream')[0]!)?.[1];
  const start = match.index + match[0].indexOf('\n') + 1;
  const data = length === undefined ? match[1]! : object.body.slice(start, start + Number(length));
  // the file is read as latin1, so each character is one byte of the stream
  return filter ? strFromU8(unzlibSync(new Uint8Array(Buffer.from(data, 'latin1'))), true) : data;
}

/** glyph id (hex) → text, from a ToUnicode CMap's bfchar lines. */
function toUnicode(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const match of cmap.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) {
    const code = match[2]!;
    const chars: number[] = [];
    for (let i = 0; i < code.length; i += 4) chars.push(parseInt(code.slice(i, i + 4), 16));
    map.set(match[1]!.toLowerCase().padStart(4, '0'), String.fromCharCode(...chars));
  }
  return map;
}

/** Every text the PDF's pages show, one string per text operator, decoded through the font in use. */
export function pdfTexts(bytes: Buffer): string[] {
  const pdf = bytes.toString('latin1');
  const objects = objectsOf(pdf);
  const fonts = new Map<string, Map<string, string> | null>();
  for (const object of objects.values()) {
    const dict = /\/Font\s*<<([\s\S]*?)>>/.exec(object.body);
    if (!dict || (!/\/Type\s*\/Page\b/.test(object.body) && !/\/ProcSet/.test(object.body))) continue;
    for (const ref of dict[1]!.matchAll(/\/(\w+)\s+(\d+) 0 R/g)) {
      const font = objects.get(Number(ref[2]));
      const unicodeRef = font && /\/ToUnicode\s+(\d+) 0 R/.exec(font.body);
      fonts.set(ref[1]!, unicodeRef ? toUnicode(streamOf(objects.get(Number(unicodeRef[1])))) : null);
    }
  }
  const texts: string[] = [];
  for (const object of objects.values()) {
    if (!/\/Type\s*\/Page\b/.test(object.body)) continue;
    const contents = /\/Contents\s+(\d+) 0 R/.exec(object.body);
    const stream = contents ? streamOf(objects.get(Number(contents[1]))) : '';
    let font: Map<string, string> | null = null;
    for (const op of stream.matchAll(/\/(\w+)\s+[\d.]+\s+Tf|<([0-9a-fA-F]*)>\s*Tj|\(((?:\\.|[^\\)])*)\)\s*Tj/g)) {
      if (op[1] !== undefined) font = fonts.get(op[1]) ?? null;
      else if (op[2] !== undefined) {
        const hex = op[2];
        let text = '';
        for (let i = 0; i < hex.length; i += 4) text += font?.get(hex.slice(i, i + 4).toLowerCase()) ?? '\uFFFD';
        texts.push(text);
      } else if (op[3] !== undefined) texts.push(op[3]);
    }
  }
  return texts;
}

/** The zip's files by path. */
export function zipFiles(bytes: Buffer): Record<string, Uint8Array> {
  return unzipSync(new Uint8Array(bytes));
}

export function zipText(files: Record<string, Uint8Array>, path: string): string {
  const file = files[path];
  if (!file) throw new Error(`no ${path} in the zip (it has ${Object.keys(files).join(', ')})`);
  return strFromU8(file);
}

/** XML text content (entities resolved), enough to compare with what was typed. */
export function xmlText(xml: string): string {
  return xml
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}
