import { jobApplications } from '@club/schema/resources/jobApplications';
import { Alert, Box, Card, CardActions, CardContent, Typography } from '@mui/material';
import { Button, Link, useCreatePath, useGetMany, useNotify, useRefresh, useTranslate, useUpdate, type RaRecord } from 'react-admin';
import { enumValueKey } from '../i18n/keys';
import { resourceNameFor } from '../resources/names';
import { ShowMoreButton } from '../views/board/ShowMoreButton';
import { useColumnRecords } from '../views/board/useColumnRecords';
import { ScreenPage } from './parts/ScreenPage';

const APPLICATIONS = resourceNameFor(jobApplications.name);
const NEWEST_FIRST = { field: 'createdAt', order: 'DESC' } as const;
const STAGES = jobApplications.fields.stage.values;
type Stage = (typeof STAGES)[number];
/** Where each open stage leads next (the server holds the same pipeline and refuses the rest). */
const NEXT: Partial<Record<Stage, Stage>> = { new: 'screening', screening: 'interview', interview: 'offer', offer: 'hired' };

/** One application: who, for which posting, and the buttons that move it on or out. */
const ApplicationCard = ({ application, postingTitle }: { application: RaRecord; postingTitle?: string }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const createPath = useCreatePath();
  const refresh = useRefresh();
  const [update, { isPending }] = useUpdate();
  const stageLabel = (stage: string) => translate(enumValueKey(jobApplications.name, 'stage', stage));
  const move = (stage: Stage) =>
    update(
      APPLICATIONS,
      { id: application.id, data: { stage, version: application.version }, previousData: application },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify('screens.applicationBoard.moved', { type: 'success', messageArgs: { name: application.fullName, stage: stageLabel(stage) } }),
        // The server's reason (an offer needs a completed interview), in the screen's language.
        onError: (error) => notify(String((error as { body?: { errors?: { stage?: string } } }).body?.errors?.stage ?? (error as Error).message), { type: 'error' }),
        // Each column reads its applications again: the card leaves one stage for the next.
        onSettled: () => refresh(),
      },
    );
  const next = NEXT[application.stage as Stage];
  const open = next !== undefined;
  return (
    <Card component="li" variant="outlined" sx={{ listStyle: 'none' }} className="application-card">
      <CardContent sx={{ pb: 1 }}>
        <Link to={createPath({ resource: resourceNameFor(jobApplications.name), id: application.id, type: 'show' })} sx={{ fontWeight: 600 }} dir="auto">
          {application.fullName}
        </Link>
        <Typography variant="body2" color="text.secondary" dir="auto">
          {postingTitle ?? '—'}
        </Typography>
      </CardContent>
      {open && (
        <CardActions>
          <Button label={translate('screens.applicationBoard.moveTo', { stage: stageLabel(next) })} onClick={() => move(next)} disabled={isPending} />
          <Button label={translate('screens.applicationBoard.reject')} onClick={() => move('rejected')} disabled={isPending} color="error" />
        </CardActions>
      )}
    </Card>
  );
};

/** One stage's applications, a page at a time ("Show more"), with its count of them all. */
const ApplicationColumn = ({ stage }: { stage: string }) => {
  const translate = useTranslate();
  const { records, total, isPending, isError, hasMore, showMore, isFetchingMore } = useColumnRecords(APPLICATIONS, { stage }, NEWEST_FIRST);
  const postingIds = [...new Set(records.map((application) => application.jobPostingId as string))];
  const { data: postings } = useGetMany(resourceNameFor('jobPostings'), { ids: postingIds }, { enabled: postingIds.length > 0 });
  const titleOf = (id: string) => postings?.find((posting) => posting.id === id)?.title as string | undefined;
  const heading = `${translate(enumValueKey(jobApplications.name, 'stage', stage))} (${total})`;
  return (
    <Box component="section" aria-label={heading} className={`board-column-${stage}`} sx={{ display: 'flex', flexDirection: 'column', bgcolor: 'action.hover', borderRadius: 1, p: 1 }}>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {heading}
      </Typography>
      {isError && <Alert severity="error">{translate('screens.applicationBoard.loadFailed')}</Alert>}
      <Box component="ul" sx={{ m: 0, p: 0, display: 'grid', gap: 1 }}>
        {records.map((application) => (
          <ApplicationCard key={application.id} application={application} postingTitle={titleOf(application.jobPostingId as string)} />
        ))}
      </Box>
      {!isPending && !isError && total === 0 && (
        <Typography variant="body2" color="text.secondary">
          {translate('screens.applicationBoard.empty')}
        </Typography>
      )}
      {hasMore && <ShowMoreButton left={total - records.length} loading={isFetchingMore} onClick={showMore} />}
    </Box>
  );
};

/** The job applications, a column per stage of the pipeline (issue 12's board by stage), each paging its own. */
const ApplicationBoard = () => (
  <ScreenPage name="applicationBoard" isPending={false} isError={false}>
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: `repeat(${STAGES.length}, minmax(180px, 1fr))` }, gap: 2, overflowX: 'auto', alignItems: 'start' }}>
      {STAGES.map((stage) => (
        <ApplicationColumn key={stage} stage={stage} />
      ))}
    </Box>
  </ScreenPage>
);

export default ApplicationBoard;
