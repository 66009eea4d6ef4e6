import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Bilingual, DocumentEntry } from '@club/schema';

/** A document's side of a language: English on the left, Arabic on the right, whatever the screen's direction. */
export const dirOf = (language: 'en' | 'ar') => (language === 'ar' ? 'rtl' : 'ltr');

/**
 * A section's heading in both languages on one band. The screen's language is what a screen reader
 * says; the other is there to be seen, as on the printed document.
 */
export const SectionHeading = ({ label, locale }: { label: Bilingual; locale: 'en' | 'ar' }) => (
  <Box dir="ltr" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, bgcolor: 'action.hover', px: 1.5, py: 0.5, mt: 2 }}>
    {(['en', 'ar'] as const).map((language) => (
      <Typography key={language} component={language === locale ? 'h3' : 'span'} aria-hidden={language === locale ? undefined : true} dir={dirOf(language)} variant="subtitle2" sx={{ fontWeight: 700 }}>
        {label[language]}
      </Typography>
    ))}
  </Box>
);

/**
 * Labelled values as ZATCA's bilingual invoices set them out: the English label, the value in the
 * screen's language, the Arabic label; on a phone both labels above the value.
 */
export const DocumentRows = ({ entries, locale, strongLast = false }: { entries: DocumentEntry[]; locale: 'en' | 'ar'; strongLast?: boolean }) => (
  <Box component="dl" sx={{ m: 0 }}>
    {entries.map((entry, index) => {
      const strong = strongLast && index === entries.length - 1;
      return (
        <Box
          key={entry.field}
          dir="ltr"
          className={`document-row document-row-${entry.field}`}
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr 1fr', sm: 'minmax(0, 1fr) minmax(0, 1.6fr) minmax(0, 1fr)' },
            gridTemplateAreas: { xs: '"en ar" "value value"', sm: '"en value ar"' },
            columnGap: 2,
            alignItems: 'baseline',
            py: 0.75,
            px: 1.5,
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          {(['en', 'ar'] as const).map((language) => (
            <Typography
              key={language}
              component="dt"
              aria-hidden={language === locale ? undefined : true}
              dir={dirOf(language)}
              variant="body2"
              color="text.secondary"
              sx={{ gridArea: language, textAlign: 'start' }}
            >
              {entry.label[language]}
            </Typography>
          ))}
          <Typography component="dd" dir={dirOf(locale)} variant={strong ? 'subtitle1' : 'body2'} sx={{ gridArea: 'value', m: 0, textAlign: 'center', fontWeight: strong ? 700 : undefined, overflowWrap: 'anywhere' }}>
            {entry.value}
          </Typography>
        </Box>
      );
    })}
  </Box>
);
