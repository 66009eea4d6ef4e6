import { helpArticles } from '@club/schema/resources/helpArticles';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useGetList, useLocaleState, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { enumValueKey } from '../../i18n/keys';
import { resourceNameFor } from '../../resources/names';
import { ScreenPage } from '../parts/ScreenPage';
import { useSearchText } from '../parts/useSearchText';
import { inLanguage } from './inLanguage';

const ARTICLES = resourceNameFor(helpArticles.name);
const CATEGORIES = helpArticles.fields.category.values;

/** /help-center: the published articles, narrowed by an area and by words, each opening its page. */
export const HelpArticleList = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [search, setSearch, q] = useSearchText();
  const [category, setCategory] = useState<string>();
  const t = (key: string, options?: object) => translate(`screens.helpCenter.${key}`, options);
  const { data, isPending, isError } = useGetList(ARTICLES, {
    pagination: { page: 1, perPage: 200 },
    sort: { field: 'position', order: 'ASC' },
    filter: { status: 'published', ...(category ? { category } : {}), ...(q ? { q } : {}) },
  });
  const articles = data ?? [];
  return (
    <ScreenPage name="helpCenter" isPending={false} isError={isError}>
      <TextField label={t('search')} value={search} onChange={(event) => setSearch(event.target.value)} type="search" size="small" sx={{ mb: 2, width: 360, maxWidth: '100%' }} slotProps={{ htmlInput: { dir: 'auto' } }} />
      <Stack component="nav" aria-label={t('categories')} direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 3 }}>
        {[undefined, ...CATEGORIES].map((value) => (
          <Chip
            key={value ?? 'all'}
            label={value ? translate(enumValueKey(helpArticles.name, 'category', value)) : t('all')}
            color={category === value ? 'primary' : 'default'}
            variant={category === value ? 'filled' : 'outlined'}
            aria-pressed={category === value}
            onClick={() => setCategory(value)}
          />
        ))}
      </Stack>
      <Typography component="h2" variant="h6" sx={{ mb: 1 }} aria-live="polite">
        {t('articles')} · {t('count', { smart_count: articles.length })}
      </Typography>
      {!isPending && articles.length === 0 && <Typography color="text.secondary">{t('empty')}</Typography>}
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {articles.map((article) => (
          <li key={article.id} className="help-article">
            <Card variant="outlined">
              <CardActionArea component={RouterLink} to={`/help-center/${article.id}`}>
                <CardContent>
                  <Typography variant="overline" color="text.secondary">
                    {translate(enumValueKey(helpArticles.name, 'category', String(article.category)))}
                  </Typography>
                  <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
                    {inLanguage(article, 'title', locale)}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {inLanguage(article, 'summary', locale)}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </li>
        ))}
      </Stack>
    </ScreenPage>
  );
};
