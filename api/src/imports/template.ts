import type { AnyResource } from '@club/schema';
import ExcelJS from 'exceljs';
import type { ImportWords } from './import-words';

/** Excel keeps a list validation's choices in 255 characters at most. */
const MAX_LIST_LENGTH = 255;

/** ExcelJS validates a range at once (one rule in the file, not one per cell); its types name only the cell's. */
interface RangeValidations {
  dataValidations: { add(range: string, validation: ExcelJS.DataValidation): void };
}

const csvCell = (text: string) => (/[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

/**
 * A sheet to fill for a resource: one heading per field a sheet may fill, in the reader's language,
 * a required one marked "*" (the import reads the heading either way). CSV with a BOM, so Excel
 * opens Arabic headings as UTF-8; Excel with the headings frozen and each choice field's labels offered.
 */
export const importTemplate = async (resource: AnyResource, fields: readonly string[], words: ImportWords, format: 'csv' | 'xlsx'): Promise<Buffer> => {
  const headings = fields.map((field) => `${words.field(field)}${resource.fields[field]!.required ? ' *' : ''}`);
  if (format === 'csv') return Buffer.from(`\uFEFF${headings.map(csvCell).join(',')}\r\n`, 'utf8');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(words.plural(resource.name).slice(0, 31), { views: [{ state: 'frozen', ySplit: 1, rightToLeft: words.locale === 'ar' }] });
  sheet.columns = headings.map((header) => ({ header, width: Math.max(14, Math.min(40, header.length + 4)) }));
  sheet.getRow(1).font = { bold: true };
  fields.forEach((field, index) => {
    const definition = resource.fields[field]!;
    if (definition.kind !== 'enum' && definition.kind !== 'boolean') return;
    const choices = definition.kind === 'enum' ? words.enumLabels(field) : words.locale === 'ar' ? ['نعم', 'لا'] : ['Yes', 'No'];
    const list = `"${choices.map((choice) => choice.replace(/[",]/g, ' ')).join(',')}"`;
    if (list.length > MAX_LIST_LENGTH) return;
    const letter = sheet.getColumn(index + 1).letter;
    (sheet as unknown as RangeValidations).dataValidations.add(`${letter}2:${letter}5000`, { type: 'list', allowBlank: !definition.required, formulae: [list] });
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
};
