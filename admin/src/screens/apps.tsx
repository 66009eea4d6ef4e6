import Search from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useCanAccess, useTranslate } from 'react-admin';
import { AppCard } from './apps/AppCard';
import { appsApi, type AppKey, type AppView } from './apps/appsApi';
import { AppSettingsDialog } from './apps/AppSettingsDialog';
import { APP_SORTS, APP_TYPES, useAppsSearch } from './apps/useAppsSearch';
import { ZatcaPanel } from './apps/ZatcaPanel';
import { ScreenPage } from './parts/ScreenPage';

const QUERY_KEY = ['integrations'];

/** /apps: the integrations catalogue, narrowed by type and text and ordered by name (all in the address). */
const Apps = () => {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const t = (key: string) => translate(`screens.apps.${key}`);
  const { type, sort, filter, set } = useAppsSearch();
  const { canAccess: canEdit } = useCanAccess({ resource: 'apps', action: 'edit' });
  const { data, isPending, isError } = useQuery({ queryKey: QUERY_KEY, queryFn: appsApi.list });
  const [open, setOpen] = useState<AppKey>();
  const nameOf = (app: AppView) => t(`names.${app.key}`);
  const words = filter.trim().toLocaleLowerCase();
  const shown = (data ?? [])
    .filter((app) => (type === 'connected' ? app.connected : type === 'notConnected' ? !app.connected : true))
    .filter((app) => !words || `${nameOf(app)} ${t(`descriptions.${app.key}`)} ${t(`categories.${app.category}`)}`.toLocaleLowerCase().includes(words))
    .sort((a, b) => (sort === 'desc' ? -1 : 1) * nameOf(a).localeCompare(nameOf(b)));
  const opened = data?.find((app) => app.key === open);
  const changed = (next: AppView) => queryClient.setQueryData<AppView[]>(QUERY_KEY, (current) => current?.map((app) => (app.key === next.key ? next : app)));

  return (
    <ScreenPage name="apps" isPending={isPending} isError={isError}>
      <Stack role="search" direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 3 }}>
        <TextField
          label={t('search')}
          type="search"
          value={filter}
          onChange={(event) => set('filter', event.target.value)}
          size="small"
          sx={{ minWidth: 260 }}
          slotProps={{ input: { startAdornment: <InputAdornment position="start"><Search fontSize="small" /></InputAdornment> } }}
        />
        <TextField select label={t('type')} value={type ?? 'all'} onChange={(event) => set('type', event.target.value === 'all' ? undefined : event.target.value)} size="small" sx={{ minWidth: 200 }}>
          {APP_TYPES.map((value) => (
            <MenuItem key={value} value={value}>
              {translate(`screens.apps.types.${value}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField select label={t('sort')} value={sort ?? 'asc'} onChange={(event) => set('sort', event.target.value)} size="small" sx={{ minWidth: 160 }}>
          {APP_SORTS.map((value) => (
            <MenuItem key={value} value={value}>
              {translate(`screens.apps.sorts.${value}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Typography role="status" color="text.secondary" sx={{ mb: 2, display: shown.length === 0 ? 'block' : 'none' }}>
        {shown.length === 0 ? t('empty') : ''}
      </Typography>
      <Box component="ul" aria-label={t('title')} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))' }}>
        {shown.map((app) => (
          <AppCard key={app.key} app={app} onOpen={() => setOpen(app.key)} />
        ))}
      </Box>
      <ZatcaPanel canEdit={canEdit === true} />
      {opened ? <AppSettingsDialog key={opened.key} app={opened} canEdit={canEdit === true} onClose={() => setOpen(undefined)} onChanged={changed} /> : null}
    </ScreenPage>
  );
};

export default Apps;
