import type { ExportTable } from './useExportTable';

/**
 * An export as an Excel workbook: headings bold and frozen, number columns as numbers, right to
 * left in Arabic. ExcelJS loads only when someone exports (it is larger than the admin's entry).
 */
export const toXlsx = async ({ rows, numeric }: ExportTable, sheetName: string, rightToLeft: boolean): Promise<Blob> => {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName.replace(/[[\]*?:/\\]/g, ' ').slice(0, 31) || 'Sheet', { views: [{ state: 'frozen', ySplit: 1, rightToLeft }] });
  rows.forEach((row, index) => sheet.addRow(index === 0 ? row : row.map((cell, column) => (numeric[column] && cell !== '' && Number.isFinite(Number(cell)) ? Number(cell) : cell))));
  sheet.getRow(1).font = { bold: true };
  sheet.columns.forEach((column) => (column.width = 18));
  return new Blob([await workbook.xlsx.writeBuffer()], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
};
