import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { Link, useCreatePath, useGetRecordRepresentation, useResourceContext, useTranslate } from 'react-admin';
import { enumValueKey } from '../../i18n/keys';
import { visuallyHidden } from '../visuallyHidden';
import type { CalendarEvent } from './calendarEvents';
import { focusRing } from './focusRing';
import { toneColors } from './toneColors';

export interface CalendarEventLinkProps {
  apiName: string;
  event: CalendarEvent;
  /** The calendar's title field; the record's representation when none. */
  titleField: string | undefined;
  /** Its time as the calendar shows it ("18:00–20:00"). */
  time: string;
  sx?: SxProps<Theme>;
}

/** One record on the calendar: its time and title, coloured by its state (said to screen readers too), a link to its page. */
export const CalendarEventLink = ({ apiName, event, titleField, time, sx }: CalendarEventLinkProps) => {
  const resource = useResourceContext()!;
  const translate = useTranslate();
  const createPath = useCreatePath();
  const represent = useGetRecordRepresentation(resource);
  const { record, state } = event;
  const title = titleField === undefined ? represent(record) : String(record[titleField] ?? '');
  return (
    <Link
      to={createPath({ resource, id: record.id, type: 'show' })}
      underline="hover"
      className="calendar-event"
      data-id={record.id}
      data-tone={state?.tone}
      title={`${time} ${typeof title === 'string' ? title : ''}`.trim()}
      sx={[
        (theme) => ({ ...toneColors(state?.tone)(theme), display: 'block', overflow: 'hidden', borderRadius: 1, px: 0.5, fontSize: '0.75rem', lineHeight: 1.35 }),
        focusRing,
        ...(Array.isArray(sx) ? sx : sx ? [sx] : []),
      ]}
    >
      {time && (
        <>
          <Box component="bdi" sx={{ fontWeight: 600, marginInlineEnd: 0.5 }}>
            {time}
          </Box>{' '}
        </>
      )}
      <bdi>{title}</bdi>
      {state && <Box component="span" sx={visuallyHidden}>, {translate(enumValueKey(apiName, state.field, state.value), { _: state.value })}</Box>}
    </Link>
  );
};
