import { features } from '@club/schema/resources/features';
import { packageFeatures } from '@club/schema/resources/packageFeatures';
import { packages } from '@club/schema/resources/packages';
import { subscriptions } from '@club/schema/resources/subscriptions';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useCanAccess, useCreatePath, useGetList, useGetMany, useLocaleState, useTranslate, type RaRecord } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { enumValueKey } from '../i18n/keys';
import { useFormats } from '../i18n/useFormats';
import { resourceNameFor } from '../resources/names';
import { ScreenPage } from './parts/ScreenPage';

const PACKAGES = resourceNameFor(packages.name);
const LINES = resourceNameFor(packageFeatures.name);
const FEATURES = resourceNameFor(features.name);
const SUBSCRIPTIONS = resourceNameFor(subscriptions.name);
const CATEGORIES = packages.fields.category.values;

/** A record's name in the reader's language (the Arabic one in Arabic, when it has one). */
const nameIn = (record: RaRecord | undefined, locale: string): string => String((locale === 'ar' ? record?.nameAr : record?.name) || record?.name || '');

/** /allPackages: the packages on offer as cards, cheapest first, narrowed by category. */
const PackageCatalogue = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const createPath = useCreatePath();
  const [category, setCategory] = useState<string>();
  const t = (key: string, options?: object) => translate(`screens.packageCatalogue.${key}`, options);
  const { canAccess: canSubscribe } = useCanAccess({ resource: SUBSCRIPTIONS, action: 'create' });
  const offered = useGetList(PACKAGES, { pagination: { page: 1, perPage: 100 }, sort: { field: 'price', order: 'ASC' }, filter: { isActive: true, ...(category ? { category } : {}) } });
  const ids = (offered.data ?? []).map((pack) => pack.id);
  const lines = useGetList(LINES, { pagination: { page: 1, perPage: 1000 }, sort: { field: 'position', order: 'ASC' }, filter: { packageId: ids } }, { enabled: ids.length > 0 });
  const featureIds = [...new Set((lines.data ?? []).map((line) => line.featureId))];
  const named = useGetMany(FEATURES, { ids: featureIds }, { enabled: featureIds.length > 0 });
  const featureOf = new Map((named.data ?? []).map((feature) => [feature.id, feature]));
  const formats = useFormats();
  return (
    <ScreenPage name="packageCatalogue" isPending={offered.isPending} isError={offered.isError}>
      <Stack component="nav" aria-label={t('category')} direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 3 }}>
        {[undefined, ...CATEGORIES].map((value) => (
          <Chip
            key={value ?? 'all'}
            label={value ? translate(enumValueKey(packages.name, 'category', value)) : t('all')}
            color={category === value ? 'primary' : 'default'}
            variant={category === value ? 'filled' : 'outlined'}
            aria-pressed={category === value}
            onClick={() => setCategory(value)}
          />
        ))}
      </Stack>
      {offered.data?.length === 0 && <Typography color="text.secondary">{t('empty')}</Typography>}
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))' }}>
        {(offered.data ?? []).map((pack) => {
          const offers = (lines.data ?? []).filter((line) => line.packageId === pack.id);
          const headingId = `package-${pack.id}`;
          return (
            <Card component="li" key={pack.id} variant="outlined" className="package-card" aria-labelledby={headingId} sx={{ display: 'flex', flexDirection: 'column' }}>
              <CardContent sx={{ flexGrow: 1 }}>
                <Typography variant="overline" color="text.secondary">
                  {translate(enumValueKey(packages.name, 'category', String(pack.category)))}
                </Typography>
                <Typography id={headingId} component="h2" variant="h6" sx={{ fontWeight: 700 }} dir="auto">
                  {nameIn(pack, locale)}
                </Typography>
                <Typography component="p" variant="h5" color="primary" sx={{ fontWeight: 700, mt: 1 }}>
                  {formats.number(Number(pack.price), { style: 'currency', currency: 'SAR', maximumFractionDigits: 2 })}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t('months', { smart_count: Number(pack.months) })}
                  {' · '}
                  {Number(pack.maxFreezeDays) > 0 ? t('freeze', { smart_count: Number(pack.maxFreezeDays) }) : t('noFreeze')}
                </Typography>
                {pack.sessionsPerWeek ? <Typography variant="body2" color="text.secondary">{t('sessions', { smart_count: Number(pack.sessionsPerWeek) })}</Typography> : null}
                {Number(pack.freeInvites) > 0 && <Typography variant="body2" color="text.secondary">{t('invites', { smart_count: Number(pack.freeInvites) })}</Typography>}
                {offers.length > 0 && (
                  <>
                    <Typography component="h3" variant="subtitle2" sx={{ mt: 2 }}>
                      {t('features')}
                    </Typography>
                    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                      {offers.map((line) => (
                        <Box component="li" key={line.id} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mt: 0.5 }}>
                          <CheckCircle fontSize="small" color="success" aria-hidden />
                          <Typography variant="body2">
                            <bdi>{nameIn(featureOf.get(line.featureId), locale)}</bdi>
                            {line.detail ? <> — <bdi>{String(line.detail)}</bdi></> : null}
                          </Typography>
                        </Box>
                      ))}
                    </Box>
                  </>
                )}
              </CardContent>
              <CardActions sx={{ justifyContent: 'space-between', flexWrap: 'wrap' }}>
                <Button component={RouterLink} to={createPath({ resource: PACKAGES, id: pack.id, type: 'show' })} aria-describedby={headingId}>
                  {t('details')}
                </Button>
                {canSubscribe && (
                  <Button
                    variant="contained"
                    component={RouterLink}
                    to={`${createPath({ resource: SUBSCRIPTIONS, type: 'create' })}?source=${encodeURIComponent(JSON.stringify({ packageId: pack.id }))}`}
                    aria-describedby={headingId}
                  >
                    {t('subscribe')}
                  </Button>
                )}
              </CardActions>
            </Card>
          );
        })}
      </Box>
    </ScreenPage>
  );
};

export default PackageCatalogue;
