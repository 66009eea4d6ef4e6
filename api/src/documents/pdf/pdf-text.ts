import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { bidiRunsOf } from './bidi-runs';

const require = createRequire(import.meta.url);

/** Cairo: one face for Arabic and Latin, embedded (subset) in every PDF. */
const FONT_FILES = {
  regular: require.resolve('@expo-google-fonts/cairo/400Regular/Cairo_400Regular.ttf'),
  bold: require.resolve('@expo-google-fonts/cairo/700Bold/Cairo_700Bold.ttf'),
} as const;

export type FontWeight = keyof typeof FONT_FILES;

/** Kerning moves glyphs off their advance, which splits a run into pieces a PDF reader puts back in the wrong order. */
const FEATURES = { kern: false } as unknown as PDFKit.Mixins.OpenTypeFeatures[];

const ARABIC_LETTER = /[\u0600-\u06ff\u0750-\u077f\ufb50-\ufdff\ufe70-\ufeff]/;

interface FontkitGlyph {
  codePoints: number[];
}
interface FontkitRun {
  direction: 'ltr' | 'rtl';
  glyphs: FontkitGlyph[];
}
interface FontkitFont {
  layout: (...args: unknown[]) => FontkitRun;
}

/**
 * fontkit lays a right-to-left run out from the left, so its glyphs come last letter first; a
 * ligature (lam-alef) then maps to its letters in reading order, which a reader that turns the
 * run back would turn too. Its letters are given the other way round, as the run is.
 */
const readableLigatures = (font: FontkitFont) => {
  const layout = font.layout.bind(font);
  font.layout = (...args: unknown[]) => {
    const run = layout(...args);
    if (run.direction === 'rtl') {
      run.glyphs = run.glyphs.map((glyph) => (glyph.codePoints.length > 1 ? Object.create(glyph, { codePoints: { value: [...glyph.codePoints].reverse() } }) : glyph));
    }
    return run;
  };
};

/** A new A4 document with the two faces registered and ready. */
export const newPdf = (info: { title: string }): PDFKit.PDFDocument => {
  const doc = new PDFDocument({ size: 'A4', margin: 40, bufferPages: true, info: { Title: info.title, Producer: 'Club back office' } });
  for (const [weight, file] of Object.entries(FONT_FILES)) {
    doc.registerFont(weight, file);
    doc.font(weight);
    readableLigatures((doc as unknown as { _font: { font: FontkitFont } })._font.font);
  }
  return doc.font('regular');
};

export interface TextBox {
  x: number;
  y: number;
  width: number;
  /** On the side the text's direction starts or ends, or a side of the page whatever the text. */
  align: 'start' | 'end' | 'center' | 'left' | 'right';
  direction: 'ltr' | 'rtl';
  size: number;
  weight?: FontWeight;
  color?: string;
}

/** A line's width as drawn. */
const widthOf = (doc: PDFKit.PDFDocument, text: string) => doc.widthOfString(text, { features: FEATURES });

/** The lines a text takes within a width, broken between words (a word too long for a line stands alone). */
const wrap = (doc: PDFKit.PDFDocument, text: string, width: number): string[] => {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const next = line ? `${line} ${word}` : word;
      if (line && widthOf(doc, next) > width) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    lines.push(line);
  }
  return lines;
};

/** The height a text takes in a box. */
export const heightOf = (doc: PDFKit.PDFDocument, text: string, box: Pick<TextBox, 'width' | 'size' | 'weight'>): number => {
  doc.font(box.weight ?? 'regular').fontSize(box.size);
  return wrap(doc, text, box.width).length * doc.currentLineHeight(true);
};

/**
 * Writes a text in a box, wrapped, each line cut in runs of one direction: drawn where they are
 * seen (right to left for Arabic), in the order they are read. Returns the height it took.
 */
export const drawText = (doc: PDFKit.PDFDocument, text: string, box: TextBox): number => {
  doc.font(box.weight ?? 'regular').fontSize(box.size).fillColor(box.color ?? '#1b1f24');
  const lineHeight = doc.currentLineHeight(true);
  const lines = wrap(doc, text, box.width);
  lines.forEach((line, row) => {
    const runs = bidiRunsOf(line, box.direction).map((run) => ({
      ...run,
      // A right-to-left run without an Arabic letter (a bracket, a colon) is not turned by the font.
      shown: run.rtl && !ARABIC_LETTER.test(run.text) ? [...run.text].reverse().join('') : run.text,
    }));
    const widths = runs.map((run) => widthOf(doc, run.shown));
    const total = widths.reduce((sum, width) => sum + width, 0);
    const side = box.align === 'start' ? (box.direction === 'ltr' ? 'left' : 'right') : box.align === 'end' ? (box.direction === 'ltr' ? 'right' : 'left') : box.align;
    const start = side === 'center' ? (box.width - total) / 2 : side === 'right' ? box.width - total : 0;
    const byPlace = runs.map((_, index) => index).sort((a, b) => runs[a]!.visualIndex - runs[b]!.visualIndex);
    const xOf = new Map<number, number>();
    let x = box.x + Math.max(0, start);
    for (const index of byPlace) {
      xOf.set(index, x);
      x += widths[index]!;
    }
    runs.forEach((run, index) => {
      if (run.shown.trim()) doc.text(run.shown, xOf.get(index)!, box.y + row * lineHeight, { lineBreak: false, features: FEATURES });
    });
  });
  return lines.length * lineHeight;
};
