import { demoFile } from '../demo-seed';

/**
 * A one-page PDF that says `lines` (ASCII, Helvetica), as a demo file: documents whose field takes
 * PDFs only are recognised as PDFs by their content, like real uploads.
 */
export const demoPdf = (name: string, lines: readonly string[]) => {
  const escape = (text: string) => text.replace(/[\\()]/g, (character) => `\\${character}`).replace(/[^\x20-\x7e]/g, '?');
  const stream = ['BT', '/F1 14 Tf', '72 770 Td', '18 TL', ...lines.map((line) => `(${escape(line)}) '`), 'ET'].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let text = '%PDF-1.4\n';
  const offsets = objects.map((body, index) => {
    const offset = text.length;
    text += `${index + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = text.length;
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  text += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return demoFile(name, text);
};
