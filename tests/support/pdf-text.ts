import { extractText, getDocumentProxy } from 'unpdf';

/** A PDF's text, page by page, as a reader extracts it (pdf.js through unpdf). */
export const pdfText = async (bytes: Buffer | Uint8Array): Promise<{ pages: number; text: string }> => {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { totalPages, text } = await extractText(pdf, { mergePages: true });
  return { pages: totalPages, text };
};
