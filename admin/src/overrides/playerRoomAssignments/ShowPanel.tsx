import { clubDay } from '@club/schema';
import { Box, Button, Divider, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useCanAccess, useCreatePath, useGetList, useGetOne, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { resourceNameFor } from '../../resources/names';
import { refusalOf, runRecordAction } from '../../views/RecordActionButton';

const ASSIGNMENTS = resourceNameFor('playerRoomAssignments');
const ROOMS = resourceNameFor('residenceRooms');

/**
 * Moving a boarder from a current assignment (its `move` action): another room of the same
 * building with a free bed, the bed and the first night there. The server ends this assignment
 * that day and opens the next; the page then shows the new one.
 */
const RoomMove = () => {
  const assignment = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const createPath = useCreatePath();
  const headingId = useId();
  const { canAccess } = useCanAccess({ resource: ASSIGNMENTS, action: 'edit' });
  const { data: room } = useGetOne(ROOMS, { id: assignment?.roomId }, { enabled: Boolean(assignment?.roomId) });
  const { data: rooms = [] } = useGetList(
    ROOMS,
    { pagination: { page: 1, perPage: 100 }, sort: { field: 'roomNumber', order: 'ASC' }, filter: { facilityId: room?.facilityId, gender: room?.gender, status: 'inService', freeBeds_gte: 1 } },
    { enabled: Boolean(room) },
  );
  const [roomId, setRoomId] = useState('');
  const [bed, setBed] = useState('1');
  const [on, setOn] = useState(() => clubDay());
  const [busy, setBusy] = useState(false);
  if (!assignment || assignment.status !== 'current' || !canAccess) return null;
  const beds = rooms.find((candidate) => candidate.id === roomId)?.beds ?? 1;
  const move = async () => {
    setBusy(true);
    try {
      const { json } = await runRecordAction('playerRoomAssignments', assignment.id, 'move', { roomId, bedNumber: Number(bed), on });
      notify(translate('app.roomMove.done'), { type: 'success' });
      navigate(createPath({ resource: ASSIGNMENTS, id: (json as { id: string }).id, type: 'show' }));
    } catch (error) {
      notify(refusalOf(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ p: 2 }} className="room-move">
      <Divider sx={{ mb: 2 }} />
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate('app.roomMove.title')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField select label={translate('app.roomMove.room')} value={roomId} onChange={(event) => setRoomId(event.target.value)} sx={{ minWidth: 180 }} size="small" name="moveRoomId">
          {rooms.map((candidate) => (
            <MenuItem key={candidate.id} value={String(candidate.id)}>
              {String(candidate.roomNumber)} ({Number(candidate.freeBeds)}/{Number(candidate.beds)})
            </MenuItem>
          ))}
        </TextField>
        <TextField type="number" label={translate('app.roomMove.bed')} value={bed} onChange={(event) => setBed(event.target.value)} size="small" name="moveBed" slotProps={{ htmlInput: { min: 1, max: beds } }} />
        <TextField type="date" label={translate('app.roomMove.on')} value={on} onChange={(event) => setOn(event.target.value)} size="small" name="moveOn" slotProps={{ inputLabel: { shrink: true } }} />
        <Button variant="contained" onClick={move} disabled={busy || !roomId}>
          {translate('app.roomMove.submit')}
        </Button>
      </Stack>
    </Box>
  );
};

export default RoomMove;
