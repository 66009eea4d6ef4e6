import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { DocumentModel } from '@club/schema';
import { dirOf, SectionHeading } from './DocumentRows';

/** A document's lines: a column per declared field headed in both languages, the first on the reading side; it scrolls within itself on a phone. */
export const DocumentLines = ({ lines, locale }: { lines: NonNullable<DocumentModel['lines']>; locale: 'en' | 'ar' }) => (
  <>
    <SectionHeading label={lines.label} locale={locale} />
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" dir={dirOf(locale)} className="document-lines">
        <TableHead>
          <TableRow>
            {lines.columns.map((column) => (
              <TableCell key={column.field} align={column.numeric ? 'right' : 'left'} sx={{ fontWeight: 700, verticalAlign: 'bottom' }}>
                {(['en', 'ar'] as const).map((language) => (
                  <Box key={language} component="span" dir={dirOf(language)} aria-hidden={language === locale ? undefined : true} sx={{ display: 'block', whiteSpace: 'nowrap' }}>
                    {column.label[language]}
                  </Box>
                ))}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.rows.map((row, index) => (
            <TableRow key={index}>
              {row.map((value, column) => (
                <TableCell key={lines.columns[column]!.field} align={lines.columns[column]!.numeric ? 'right' : 'left'} sx={{ whiteSpace: lines.columns[column]!.numeric ? 'nowrap' : undefined }}>
                  {value}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  </>
);
