import { clubDay, CLUB_TIME_ZONE } from '@club/schema';
import { Box, Card, CardContent, Chip, IconButton, Stack, Typography, useTheme } from '@mui/material';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { useId, useMemo, useState } from 'react';
import { Link, useCreatePath, useGetList, useGetMany, useLocaleState, useTranslate, type RaRecord } from 'react-admin';
import { resourceNameFor } from '../../resources/names';
import { formatTagOf } from '../../i18n/formats';

const BOOKINGS = resourceNameFor('facilityBookings');
const PLACES = resourceNameFor('facilities');
const DAY = 86_400_000;

/** The Sunday a Riyadh week starts on (the Saudi week runs Sunday to Saturday), `weeks` from this one. */
const weekStart = (weeks: number): Date => {
  const today = new Date(`${clubDay()}T00:00:00+03:00`);
  const sunday = today.getTime() - new Date(today.getTime() + 3 * 3_600_000).getUTCDay() * DAY;
  return new Date(sunday + weeks * 7 * DAY);
};

/**
 * The week's bookings by place beside their list (SPEC §2 /Facility/FacilityBookings): for each
 * place booked that week, its bookings in time order with their day, hours and status, each a link
 * to the booking. Cancelled ones are left out; the week moves with the arrows.
 */
const BookingCalendar = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const createPath = useCreatePath();
  const headingId = useId();
  // Earlier is to the left in English and to the right in Arabic.
  const [Earlier, Later] = useTheme().direction === 'rtl' ? [ChevronRight, ChevronLeft] : [ChevronLeft, ChevronRight];
  const [weeks, setWeeks] = useState(0);
  const from = weekStart(weeks);
  const to = new Date(from.getTime() + 7 * DAY);
  const { data: bookings = [], isPending } = useGetList(BOOKINGS, {
    pagination: { page: 1, perPage: 200 },
    sort: { field: 'startsAt', order: 'ASC' },
    filter: { startsAt_gte: from.toISOString(), startsAt_lte: new Date(to.getTime() - 1).toISOString(), status: ['requested', 'confirmed', 'completed'] },
  });
  const placeIds = useMemo(() => [...new Set(bookings.map((booking) => String(booking.facilityId)))], [bookings]);
  const { data: places = [] } = useGetMany(PLACES, { ids: placeIds }, { enabled: placeIds.length > 0 });
  const format = useMemo(() => {
    const tag = formatTagOf(locale);
    return {
      day: new Intl.DateTimeFormat(tag, { weekday: 'short', day: 'numeric', month: 'short', timeZone: CLUB_TIME_ZONE }),
      time: new Intl.DateTimeFormat(tag, { hour: '2-digit', minute: '2-digit', timeZone: CLUB_TIME_ZONE }),
      week: new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'long', year: 'numeric', timeZone: CLUB_TIME_ZONE }),
    };
  }, [locale]);
  const byPlace = useMemo(() => {
    const groups = new Map<string, RaRecord[]>();
    for (const booking of bookings) groups.set(String(booking.facilityId), [...(groups.get(String(booking.facilityId)) ?? []), booking]);
    return [...groups.entries()];
  }, [bookings]);
  const nameOf = (id: string) => String(places.find((place) => String(place.id) === id)?.name ?? '…');
  return (
    <Card component="aside" aria-labelledby={headingId} sx={{ width: { xs: '100%', lg: 340 }, flexShrink: 0, marginInlineStart: { lg: 2 }, alignSelf: 'flex-start' }} className="booking-calendar">
      <CardContent>
        <Typography id={headingId} variant="h6" component="h2">
          {translate('app.bookingCalendar.title')}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ my: 1, alignItems: "center" }}>
          <IconButton size="small" onClick={() => setWeeks(weeks - 1)} aria-label={translate('app.bookingCalendar.previous')}>
            <Earlier />
          </IconButton>
          <Typography component="p" variant="body2" aria-live="polite" sx={{ flexGrow: 1, textAlign: 'center' }}>
            {weeks === 0 ? translate('app.bookingCalendar.thisWeek') : translate('app.bookingCalendar.week', { date: format.week.format(from) })}
          </Typography>
          <IconButton size="small" onClick={() => setWeeks(weeks + 1)} aria-label={translate('app.bookingCalendar.next')}>
            <Later />
          </IconButton>
        </Stack>
        {!isPending && byPlace.length === 0 ? <Typography color="text.secondary">{translate('app.bookingCalendar.empty')}</Typography> : null}
        {byPlace.map(([placeId, list]) => (
          <Box component="section" key={placeId} sx={{ mt: 1.5 }} className="booking-calendar-place">
            <Typography variant="subtitle2" component="h3" dir="auto">
              {nameOf(placeId)}
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {list.map((booking) => (
                <Box component="li" key={booking.id} sx={{ py: 0.5, borderBottom: 1, borderColor: 'divider' }}>
                  <Typography variant="caption" color="text.secondary" component="p">
                    <bdi>{format.day.format(new Date(String(booking.startsAt)))}</bdi> · <bdi>{format.time.format(new Date(String(booking.startsAt)))}</bdi>–<bdi>{format.time.format(new Date(String(booking.endsAt)))}</bdi>
                  </Typography>
                  <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
                    <Link to={createPath({ resource: BOOKINGS, id: booking.id, type: 'show' })} sx={{ fontSize: '0.875rem', flexGrow: 1 }} dir="auto">
                      {String(booking.title)}
                    </Link>
                    <Chip size="small" label={translate(`resources.facilityBookings.enums.status.${booking.status}`)} color={booking.status === 'confirmed' ? 'success' : 'default'} variant={booking.status === 'requested' ? 'outlined' : 'filled'} />
                  </Stack>
                </Box>
              ))}
            </Box>
          </Box>
        ))}
      </CardContent>
    </Card>
  );
};

export default BookingCalendar;
