import { employeeRequests } from '@club/schema/resources/employeeRequests';
import { LEAVE_REQUEST_TYPES } from '@club/schema';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { HttpError, useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { useFormats } from '../../i18n/useFormats';
import { useWatchedValues } from '../../rules/useWatchedValues';
import { fetchLeavePreview, type LeavePreview } from './parts/leavePreview';

const REQUESTS = employeeRequests.name;
const WATCHED = ['employeeId', 'type', 'leaveTypeId', 'startDate', 'endDate'] as const;
/** How long the form's values rest before the days are counted again (typing a date). */
const SETTLE_MS = 300;

type Shown = { preview: LeavePreview } | { failed: string } | undefined;

/**
 * A leave's days and balance before it is sent, once the employee, the type and both days are
 * chosen: the days its type counts (the rest days and public holidays it leaves out), the balance
 * of its type now and after it, and the words the server would refuse it with. Counted by the
 * server as the request's write counts them (GET /api/leave/preview).
 */
const LeaveDaysPanel = () => {
  const translate = useTranslate();
  const formats = useFormats();
  const [locale] = useLocaleState();
  const record = useRecordContext();
  const values = useWatchedValues(WATCHED);
  const [shown, setShown] = useState<Shown>();
  const { setValue } = useFormContext();
  const t = (key: string, options?: object) => translate(`resources.${REQUESTS}.texts.${key}`, options);
  const isLeave = (LEAVE_REQUEST_TYPES as readonly unknown[]).includes(values.type);
  const ready = isLeave && Boolean(values.employeeId && values.startDate && values.endDate) && String(values.endDate) >= String(values.startDate);
  const query = ready ? JSON.stringify({ ...Object.fromEntries(WATCHED.map((name) => [name, values[name] ?? ''])), requestId: record?.id ?? '' }) : '';

  // Another request type has other leave types: the one named for the last is let go.
  const typeBefore = useRef(values.type);
  useEffect(() => {
    if (typeBefore.current !== undefined && typeBefore.current !== values.type && values.leaveTypeId) setValue('leaveTypeId', null, { shouldDirty: true });
    typeBefore.current = values.type;
    // Only a change of the type lets the leave type go.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [values.type]);

  useEffect(() => {
    if (!query) return setShown(undefined);
    let current = true;
    const timer = setTimeout(() => {
      fetchLeavePreview(JSON.parse(query) as Record<string, string>).then(
        (preview) => {
          if (!current) return;
          setShown({ preview });
          // The one type asked as the request's type (annual leave's) is named for the person, as the server would.
          if (!values.leaveTypeId) setValue('leaveTypeId', preview.leaveType.id, { shouldDirty: true });
        },
        (error: unknown) => current && setShown({ failed: error instanceof HttpError && typeof error.body?.message === 'string' ? error.body.message : t('previewFailed') }),
      );
    }, SETTLE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
    // `t` is the same words each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query]);

  if (!query || !shown) return null;
  const number = (value: number) => formats.number(value, { maximumFractionDigits: 2 });
  return (
    <Box component="section" aria-labelledby="leave-preview-heading" aria-live="polite" className="leave-preview" sx={{ width: '100%', maxWidth: 600, mt: 1, mb: 2 }}>
      <Typography id="leave-preview-heading" component="h2" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {t('previewTitle')}
      </Typography>
      {'failed' in shown ? (
        <Alert severity="warning">{shown.failed}</Alert>
      ) : (
        <LeaveDays preview={shown.preview} number={number} t={t} locale={locale} formatDate={formats.date} />
      )}
    </Box>
  );
};

const LeaveDays = ({ preview, number, t, locale, formatDate }: { preview: LeavePreview; number: (value: number) => string; t: (key: string, options?: object) => string; locale: string; formatDate: (value: unknown) => string }) => {
  const name = (entry: { name: string; nameAr: string }) => (locale === 'ar' ? entry.nameAr : entry.name);
  const type = name(preview.leaveType);
  const counts = preview.leaveType.dayCount === 'calendarDays' ? t('previewCalendarDays', { days: number(preview.days) }) : t('previewDays', { days: number(preview.days), calendarDays: number(preview.calendarDays) });
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Typography className="leave-preview-days">{counts}</Typography>
      {preview.restDays + preview.holidays > 0 && <Typography color="text.secondary">{t('previewLeftOut', { restDays: number(preview.restDays), holidays: number(preview.holidays) })}</Typography>}
      {preview.holidaysMet.length > 0 && (
        <Typography color="text.secondary">{t('previewHolidays', { names: preview.holidaysMet.map((holiday) => `${name(holiday)} (${formatDate(holiday.firstDay)}${holiday.lastDay !== holiday.firstDay ? ` – ${formatDate(holiday.lastDay)}` : ''})`).join(locale === 'ar' ? '، ' : ', ') })}</Typography>
      )}
      {preview.balance ? (
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto auto', justifyContent: 'start', columnGap: 3, rowGap: 0.5, m: 0 }}>
          <Typography component="dt">{t('previewBefore', { type })}</Typography>
          <Typography component="dd" className="leave-preview-before" sx={{ m: 0, fontWeight: 600 }}>
            {number(preview.balance.before)}
          </Typography>
          <Typography component="dt">{t('previewAfter')}</Typography>
          <Typography component="dd" className="leave-preview-after" sx={{ m: 0, fontWeight: 600, color: preview.balance.after < 0 ? 'error.main' : undefined }}>
            {number(preview.balance.after)}
          </Typography>
        </Box>
      ) : (
        <Typography color="text.secondary">{t('previewNoBalance', { type })}</Typography>
      )}
      {preview.leaveType.maxDaysPerRequest !== null && <Typography color="text.secondary">{t('previewAtMost', { max: number(preview.leaveType.maxDaysPerRequest) })}</Typography>}
      {preview.balance && preview.leaveType.allowNegative && <Typography color="text.secondary">{t('previewNegativeAllowed')}</Typography>}
      {preview.refusal && (
        <Alert severity="error" className="leave-preview-refusal">
          {preview.refusal}
        </Alert>
      )}
    </Box>
  );
};

export default LeaveDaysPanel;
