import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useRecordContext, useTranslate } from 'react-admin';
import { documentTexts as words } from '@club/locales/documents';
import { DocumentLines } from './DocumentLines';
import { dirOf, DocumentRows, SectionHeading } from './DocumentRows';
import { QrImage } from './QrImage';
import { useDocument } from './useDocument';
import type { DocumentEntry, DocumentModel } from '@club/schema';

/** The club at the head: its names in both languages (English left, Arabic right) and its logo between. */
const IssuerHead = ({ issuer, vatLabel }: { issuer: DocumentModel['issuer']; vatLabel: (language: 'en' | 'ar') => string }) => (
  <Box dir="ltr" sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 2, pb: 1.5, borderBottom: 2, borderColor: 'text.primary', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
    {(['en', 'ar'] as const).map((language, index) => (
      <Box key={language} dir={dirOf(language)} lang={language} sx={{ flex: '1 1 0', minWidth: 140, order: index * 2 }}>
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 700 }}>
          {issuer.name[language]}
        </Typography>
        {issuer.address?.[language] && (
          <Typography variant="caption" component="p" color="text.secondary">
            {issuer.address[language]}
          </Typography>
        )}
        {issuer.vatNumber && (
          <Typography variant="caption" component="p" color="text.secondary">
            {vatLabel(language)}: <bdi>{issuer.vatNumber}</bdi>
          </Typography>
        )}
      </Box>
    ))}
    {issuer.logo && <Box component="img" src={issuer.logo} alt="" sx={{ order: 1, maxHeight: 64, maxWidth: 96, objectFit: 'contain' }} />}
  </Box>
);

/** A section of labelled values under its bilingual heading; nothing when it has none. */
const DocumentSection = ({ heading, entries, locale, strongLast }: { heading: 'details' | 'party' | 'totals'; entries: DocumentEntry[]; locale: 'en' | 'ar'; strongLast?: boolean }) =>
  entries.length > 0 ? (
    <>
      <SectionHeading label={{ en: words.en[heading], ar: words.ar[heading] }} locale={locale} />
      <DocumentRows entries={entries} locale={locale} strongLast={strongLast} />
    </>
  ) : null;

/**
 * The record as its document (schema/src/documents.ts), as the server lays it out for its PDF:
 * the club at the head, the title in both languages with the number and the QR code, the facts,
 * the other party, the lines, what it says, the totals and the amount in words. It is what the
 * page prints.
 */
export const DocumentSheet = ({ apiName }: { apiName: string }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const { data: model, isPending, isError } = useDocument(apiName, record);
  if (isError) return <Alert severity="warning" sx={{ m: 2 }}>{translate('app.documents.unavailable')}</Alert>;
  if (isPending || !model) return <Skeleton variant="rectangular" height={480} sx={{ m: 2 }} />;
  const { locale } = model;
  return (
    <Box component="article" className="document-sheet" aria-label={`${model.title[locale]}${model.number ? ` ${model.number.value}` : ''}`} sx={{ p: { xs: 1.5, sm: 3 }, maxWidth: 900, mx: 'auto' }}>
      <IssuerHead issuer={model.issuer} vatLabel={(language) => words[language].vatNumber} />
      <Box dir="ltr" sx={{ display: 'grid', gridTemplateColumns: model.qr ? { xs: '1fr', sm: '112px 1fr 112px' } : '1fr', alignItems: 'center', gap: 1, py: 2 }}>
        {/* The QR code on the side the reading ends (the left in Arabic), the title centred. */}
        {model.qr && <Box sx={{ display: { xs: 'none', sm: 'block' }, order: locale === 'ar' ? 2 : 0 }} />}
        <Box sx={{ textAlign: 'center', order: 1 }}>
          <Typography component="h2" variant="h5" sx={{ fontWeight: 700 }}>
            <span dir="ltr" lang="en" style={{ display: 'block' }}>
              {model.title.en}
            </span>
            <span dir="rtl" lang="ar" style={{ display: 'block' }}>
              {model.title.ar}
            </span>
          </Typography>
          {model.number && (
            <Typography className="document-number" color="text.secondary" sx={{ fontFamily: 'monospace', fontSize: '1rem' }}>
              {model.number.value}
            </Typography>
          )}
        </Box>
        {model.qr && (
          <Box sx={{ justifySelf: 'center', order: locale === 'ar' ? 0 : 2 }}>
            <QrImage className="document-qr" payload={model.qr} size={112} alt={words[locale].qr} />
          </Box>
        )}
      </Box>
      <DocumentSection heading="details" entries={model.facts} locale={locale} />
      <DocumentSection heading="party" entries={model.party} locale={locale} />
      {model.lines && model.lines.rows.length > 0 && <DocumentLines lines={model.lines} locale={locale} />}
      <DocumentSection heading="details" entries={model.body} locale={locale} />
      <DocumentSection heading="totals" entries={model.totals} locale={locale} strongLast />
      {(model.inWords.en || model.inWords.ar) && (
        <>
          <SectionHeading label={{ en: words.en.inWords, ar: words.ar.inWords }} locale={locale} />
          {(['en', 'ar'] as const).map((language) =>
            model.inWords[language] ? (
              <Typography key={language} className={`document-in-words-${language}`} dir={dirOf(language)} lang={language} variant="body2" sx={{ px: 1.5, py: 0.5 }}>
                {model.inWords[language]}
              </Typography>
            ) : null,
          )}
        </>
      )}
    </Box>
  );
};
