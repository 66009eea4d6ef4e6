import { helpArticles } from '@club/schema/resources/helpArticles';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { Title, useGetOne, useLocaleState, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { enumValueKey } from '../../i18n/keys';
import { resourceNameFor } from '../../resources/names';
import { inLanguage } from './inLanguage';
import { useFormats } from '../../i18n/useFormats';

const ARTICLES = resourceNameFor(helpArticles.name);

/** /help-center/{id}: one published article in the reader's language, its paragraphs as written. */
export const HelpArticlePage = ({ id }: { id: string }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const formats = useFormats();
  const { data: article, isPending, isError } = useGetOne(ARTICLES, { id }, { retry: false });
  const t = (key: string, options?: object) => translate(`screens.helpCenter.${key}`, options);
  const published = article?.status === 'published' ? article : undefined;
  const title = published ? inLanguage(published, 'title', locale) : t('title');
  return (
    <Box component="main" sx={{ p: { xs: 2, md: 3 }, maxWidth: 820 }}>
      <Title title={title} />
      <Link component={RouterLink} to="/help-center" sx={{ display: 'inline-block', mb: 2 }}>
        {t('back')}
      </Link>
      {isPending && <LinearProgress aria-label={t('title')} />}
      {!isPending && (isError || !published) && <Alert severity="info">{t('missing')}</Alert>}
      {published && (
        <article>
          <Typography variant="overline" color="text.secondary">
            {translate(enumValueKey(helpArticles.name, 'category', String(published.category)))}
          </Typography>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
            {title}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {t('updated', { date: formats.longDate(published.updatedAt) })}
          </Typography>
          {inLanguage(published, 'body', locale)
            .split(/\n{2,}/)
            .map((paragraph, index) => (
              <Typography key={index} component="p" sx={{ mb: 2, whiteSpace: 'pre-wrap', lineHeight: 1.8 }}>
                {paragraph}
              </Typography>
            ))}
        </article>
      )}
    </Box>
  );
};
