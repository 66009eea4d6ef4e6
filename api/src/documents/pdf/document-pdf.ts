import { documentTexts } from '@club/locales/documents';
import QRCode from 'qrcode';
import type { Bilingual, DocumentEntry, DocumentModel } from '@club/schema';
import { writeMoment } from '../document-values';
import { drawText, heightOf, newPdf } from './pdf-text';

const MARGIN = 40;
const WIDTH = 595.28 - 2 * MARGIN;
const BOTTOM = 841.89 - MARGIN - 24;
const LABEL = 150;
const GAP = 8;
const INK = '#1b1f24';
const MUTED = '#57606a';
const RULE = '#d0d7de';
const BAND = '#eef2f5';

/** The parts of a data URL pdfkit can draw (PNG and JPEG); anything else is left out. */
const imageOf = (dataUrl: string | undefined): Buffer | undefined => {
  const match = /^data:image\/(png|jpeg);base64,(.+)$/.exec(dataUrl ?? '');
  return match ? Buffer.from(match[2]!, 'base64') : undefined;
};

const fill = (text: string, values: Record<string, string | number>) => text.replace(/%\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));

/**
 * Draws a document as ZATCA's bilingual invoices read: the issuer's names in both languages at
 * the head, the title in both, then every labelled value as a row with its English label on the
 * left, its Arabic label on the right and the value between, written in the reader's language;
 * the lines as a table (right to left in Arabic), the totals, the amount in words and the QR.
 */
export const documentPdf = async (model: DocumentModel, printedAt: Date = new Date()): Promise<Buffer> => {
  const direction = model.locale === 'ar' ? 'rtl' : 'ltr';
  const words = documentTexts[model.locale];
  const doc = newPdf({ title: `${model.title[model.locale]}${model.number ? ` ${model.number.value}` : ''}` });
  const done = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  let y = MARGIN;
  const room = (height: number) => {
    if (y + height <= BOTTOM) return;
    doc.addPage();
    y = MARGIN;
  };
  const rule = (color = RULE) => {
    doc.moveTo(MARGIN, y).lineTo(MARGIN + WIDTH, y).lineWidth(0.6).strokeColor(color).stroke();
  };

  // The issuer: English on the left, Arabic on the right, the logo between.
  const { issuer } = model;
  const half = (WIDTH - 90) / 2;
  const logo = imageOf(issuer.logo);
  if (logo) doc.image(logo, MARGIN + half + 15, y, { fit: [60, 60], align: 'center' });
  const side = (language: 'en' | 'ar', x: number) => {
    const dir = language === 'ar' ? 'rtl' : 'ltr';
    const align = 'start';
    let at = y;
    at += drawText(doc, issuer.name[language], { x, y: at, width: half, align, direction: dir, size: 13, weight: 'bold' });
    const address = issuer.address?.[language];
    if (address) at += drawText(doc, address, { x, y: at, width: half, align, direction: dir, size: 8.5, color: MUTED });
    if (issuer.vatNumber) at += drawText(doc, `${documentTexts[language].vatNumber}: ${issuer.vatNumber}`, { x, y: at, width: half, align, direction: dir, size: 8.5, color: MUTED });
    const reach = [issuer.phone, issuer.email].filter(Boolean).join(' · ');
    if (reach) at += drawText(doc, reach, { x, y: at, width: half, align, direction: 'ltr', size: 8.5, color: MUTED });
    return at;
  };
  y = Math.max(side('en', MARGIN), side('ar', MARGIN + WIDTH - half), logo ? y + 62 : y) + 8;
  rule(INK);
  y += 10;

  // The title in both languages and the number; ZATCA's QR code on the side the reading ends.
  const QR = 96;
  const top = y;
  const titleWidth = model.qr ? WIDTH - 2 * (QR + 8) : WIDTH;
  const titleX = MARGIN + (WIDTH - titleWidth) / 2;
  y += drawText(doc, model.title.en, { x: titleX, y, width: titleWidth, align: 'center', direction: 'ltr', size: 16, weight: 'bold' });
  y += drawText(doc, model.title.ar, { x: titleX, y, width: titleWidth, align: 'center', direction: 'rtl', size: 16, weight: 'bold' });
  if (model.number) y += drawText(doc, model.number.value, { x: titleX, y, width: titleWidth, align: 'center', direction: 'ltr', size: 11, color: MUTED });
  if (model.qr) {
    const image = await QRCode.toBuffer(model.qr, { errorCorrectionLevel: 'M', margin: 1, width: 300 });
    doc.image(image, direction === 'rtl' ? MARGIN : MARGIN + WIDTH - QR, top, { width: QR, height: QR });
    y = Math.max(y, top + QR);
  }
  y += 8;

  const heading = (label: Bilingual) => {
    room(40);
    doc.rect(MARGIN, y, WIDTH, 20).fill(BAND);
    drawText(doc, label.en, { x: MARGIN + 6, y: y + 2, width: WIDTH / 2 - 6, align: 'start', direction: 'ltr', size: 9.5, weight: 'bold' });
    drawText(doc, label.ar, { x: MARGIN + WIDTH / 2, y: y + 2, width: WIDTH / 2 - 6, align: 'start', direction: 'rtl', size: 9.5, weight: 'bold' });
    y += 24;
  };
  const row = (entry: DocumentEntry, strong = false) => {
    const valueWidth = WIDTH - 2 * LABEL - 2 * GAP;
    const size = strong ? 11 : 9.5;
    const weight = strong ? 'bold' : 'regular';
    const height = Math.max(heightOf(doc, entry.value, { width: valueWidth, size, weight }), heightOf(doc, entry.label.en, { width: LABEL, size: 8.5 }), heightOf(doc, entry.label.ar, { width: LABEL, size: 8.5 })) + 4;
    room(height);
    drawText(doc, entry.label.en, { x: MARGIN, y: y + 1, width: LABEL, align: 'start', direction: 'ltr', size: 8.5, color: MUTED });
    drawText(doc, entry.value, { x: MARGIN + LABEL + GAP, y, width: valueWidth, align: 'center', direction, size, weight });
    drawText(doc, entry.label.ar, { x: MARGIN + WIDTH - LABEL, y: y + 1, width: LABEL, align: 'start', direction: 'rtl', size: 8.5, color: MUTED });
    y += height;
    rule();
    y += 2;
  };
  const section = (label: Bilingual, entries: DocumentEntry[], strongLast = false) => {
    if (!entries.length) return;
    heading(label);
    entries.forEach((entry, index) => row(entry, strongLast && index === entries.length - 1));
    y += 8;
  };
  const both = (key: keyof typeof words): Bilingual => ({ en: documentTexts.en[key], ar: documentTexts.ar[key] });

  section(both('details'), model.facts);
  section(both('party'), model.party);

  // The lines: a column per declared field, the first on the reading side.
  if (model.lines && model.lines.rows.length) {
    heading(model.lines.label);
    const columns = direction === 'rtl' ? [...model.lines.columns].reverse() : model.lines.columns;
    const first = 2.4;
    const weights = columns.map((column) => (column.field === model.lines!.columns[0]!.field ? first : 1));
    const unit = WIDTH / weights.reduce((sum, weight) => sum + weight, 0);
    const xs = weights.reduce<number[]>((at, weight, index) => [...at, (at[index] ?? MARGIN) + weight * unit], [MARGIN]);
    // A column's heading and cells on one side: the reading side, or the right for amounts in English.
    const sideOf = (index: number) => (direction === 'rtl' || columns[index]!.numeric ? 'right' : 'left');
    const cell = (text: string, index: number, top: number, options: { size: number; weight?: 'bold'; color?: string; dir?: 'ltr' | 'rtl' }) =>
      drawText(doc, text, { x: xs[index]! + 3, y: top, width: weights[index]! * unit - 6, align: sideOf(index), direction: options.dir ?? direction, size: options.size, weight: options.weight, color: options.color });
    const headerHeight = Math.max(...columns.map((column, index) => heightOf(doc, column.label.en, { width: weights[index]! * unit - 6, size: 8, weight: 'bold' }) + heightOf(doc, column.label.ar, { width: weights[index]! * unit - 6, size: 8, weight: 'bold' })));
    room(headerHeight + 20);
    columns.forEach((column, index) => {
      const top = y + cell(column.label.en, index, y, { size: 8, weight: 'bold', dir: 'ltr' });
      cell(column.label.ar, index, top, { size: 8, weight: 'bold', dir: 'rtl' });
    });
    y += headerHeight + 2;
    rule(INK);
    y += 3;
    for (const values of model.lines.rows) {
      const shown = direction === 'rtl' ? [...values].reverse() : values;
      const height = Math.max(...shown.map((value, index) => heightOf(doc, value, { width: weights[index]! * unit - 6, size: 9 }))) + 4;
      room(height);
      shown.forEach((value, index) => cell(value, index, y, { size: 9 }));
      y += height;
      rule();
      y += 3;
    }
    y += 8;
  }

  section(both('details'), model.body);
  section(both('totals'), model.totals, true);

  if (model.inWords.en || model.inWords.ar) {
    heading(both('inWords'));
    if (model.inWords.en) {
      room(20);
      y += drawText(doc, model.inWords.en, { x: MARGIN, y, width: WIDTH, align: 'start', direction: 'ltr', size: 9.5 });
    }
    if (model.inWords.ar) {
      room(20);
      y += drawText(doc, model.inWords.ar, { x: MARGIN, y, width: WIDTH, align: 'start', direction: 'rtl', size: 9.5 });
    }
    y += 10;
  }

  // Every page's foot: which page of how many, and when it was printed.
  const range = doc.bufferedPageRange();
  for (let index = 0; index < range.count; index++) {
    doc.switchToPage(range.start + index);
    // The foot is below the bottom margin: without this, pdfkit would start a page for it.
    doc.page.margins.bottom = 0;
    const foot = `${fill(words.page, { page: index + 1, pages: range.count })} · ${fill(words.printedAt, { at: writeMoment(printedAt, model.locale) })}`;
    drawText(doc, foot, { x: MARGIN, y: 841.89 - MARGIN, width: WIDTH, align: 'center', direction, size: 7.5, color: MUTED });
  }
  doc.end();
  return done;
};
