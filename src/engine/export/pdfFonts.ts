// Text in a PDF is set in a TrueType subset of the shipped family the picture drew it with (Noto Sans SC…), holding only
// the characters of those texts; only a text those families cannot set goes to DejaVu Sans (pdfWriter.ts), which is then
// fetched. A text with CJK characters (which DejaVu lacks) always takes the shipped family.
import { base64, faceGroups, sliceFiles, subsetOfGroups } from '../fonts/fontEmbed';
import { coversText } from '../fonts/fontLoading';
import { shippedFamiliesIn } from '../fonts/shippedFonts';
import type { TextLook } from './vectorText';

/** Han, kana, Hangul, CJK punctuation and full-width forms: what the PDF's Latin font lacks and the shipped CJK faces draw. */
const CJK = /[\u2E80-\u9FFF\uAC00-\uD7AF\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFFEF\u{20000}-\u{3FFFF}]/u;

/** A font for jsPDF: its family and style as svg2pdf asks for them, and the TrueType file in base64. */
export interface PdfFont {
  family: string;
  style: 'normal' | 'bold';
  data: string;
}

/** Collects the texts the shipped families set while the export sets each text's family, then builds their fonts. */
export class ShippedPdfFonts {
  private readonly stacks = new Map<string, { name: string; text: string }>();

  /** The family a text is set in (one per font stack on screen); null for a text the shipped families cannot set. */
  familyFor(look: TextLook, text: string): string | null {
    const families = shippedFamiliesIn(look.fontFamily);
    if (!families.length || !(CJK.test(text) || coversText({ families, text }))) return null;
    const entry = this.stacks.get(look.fontFamily) ?? { name: `Shipped${this.stacks.size + 1}`, text: '' };
    entry.text += text;
    this.stacks.set(look.fontFamily, entry);
    return entry.name;
  }

  /** Each family's regular and bold subsets (a family shipped in one weight serves both), from the page's slices. */
  async fonts(doc: Document): Promise<PdfFont[]> {
    const fonts = await Promise.all(
      [...this.stacks].map(async ([stack, { name, text }]) => {
        const groups = faceGroups(doc, [stack], text);
        const regular = groups.filter((group) => Number.parseInt(group.weight, 10) < 600);
        const bold = groups.filter((group) => Number.parseInt(group.weight, 10) >= 600);
        const build = async (weightGroups: typeof groups) =>
          base64(await subsetOfGroups(name, weightGroups, await sliceFiles(weightGroups)));
        const regularData = await build(regular.length ? regular : bold);
        const boldData = bold.length ? await build(bold) : regularData;
        return [
          { family: name, style: 'normal', data: regularData },
          { family: name, style: 'bold', data: boldData },
        ] satisfies PdfFont[];
      }),
    );
    return fonts.flat();
  }
}
