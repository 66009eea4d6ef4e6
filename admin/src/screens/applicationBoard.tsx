import { jobApplications } from '@club/schema/resources/jobApplications';
import { Box, Card, CardActions, CardContent, Typography } from '@mui/material';
import { Button, Link, useCreatePath, useGetList, useGetMany, useNotify, useTranslate, useUpdate, type RaRecord } from 'react-admin';
import { enumValueKey } from '../i18n/keys';
import { resourceNameFor } from '../resources/names';
import { ScreenPage } from './parts/ScreenPage';

const STAGES = jobApplications.fields.stage.values;
type Stage = (typeof STAGES)[number];
/** Where each open stage leads next (the server holds the same pipeline and refuses the rest). */
const NEXT: Partial<Record<Stage, Stage>> = { new: 'screening', screening: 'interview', interview: 'offer', offer: 'hired' };

/** One application: who, for which posting, and the buttons that move it on or out. */
const ApplicationCard = ({ application, postingTitle }: { application: RaRecord; postingTitle?: string }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const createPath = useCreatePath();
  const [update, { isPending }] = useUpdate();
  const stageLabel = (stage: string) => translate(enumValueKey(jobApplications.name, 'stage', stage));
  const move = (stage: Stage) =>
    update(
      resourceNameFor(jobApplications.name),
      { id: application.id, data: { stage, version: application.version }, previousData: application },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify('screens.applicationBoard.moved', { type: 'success', messageArgs: { name: application.fullName, stage: stageLabel(stage) } }),
        // The server's reason (an offer needs a completed interview), in the screen's language.
        onError: (error) => notify(String((error as { body?: { errors?: { stage?: string } } }).body?.errors?.stage ?? (error as Error).message), { type: 'error' }),
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

/** The job applications, a column per stage of the pipeline (issue 12's board by stage). */
const ApplicationBoard = () => {
  const translate = useTranslate();
  const { data, isPending, isError } = useGetList(resourceNameFor(jobApplications.name), { pagination: { page: 1, perPage: 500 }, sort: { field: 'createdAt', order: 'DESC' } });
  const postingIds = [...new Set((data ?? []).map((application) => application.jobPostingId as string))];
  const { data: postings } = useGetMany(resourceNameFor('jobPostings'), { ids: postingIds }, { enabled: postingIds.length > 0 });
  const titleOf = (id: string) => postings?.find((posting) => posting.id === id)?.title as string | undefined;
  return (
    <ScreenPage name="applicationBoard" isPending={isPending} isError={isError}>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: `repeat(${STAGES.length}, minmax(180px, 1fr))` }, gap: 2, overflowX: 'auto' }}>
          {STAGES.map((stage) => {
            const cards = (data ?? []).filter((application) => application.stage === stage);
            const heading = `${translate(enumValueKey(jobApplications.name, 'stage', stage))} (${cards.length})`;
            return (
              <Box component="section" key={stage} aria-label={heading} className={`board-column-${stage}`} sx={{ bgcolor: 'action.hover', borderRadius: 1, p: 1 }}>
                <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
                  {heading}
                </Typography>
                <Box component="ul" sx={{ m: 0, p: 0, display: 'grid', gap: 1 }}>
                  {cards.map((application) => (
                    <ApplicationCard key={application.id} application={application} postingTitle={titleOf(application.jobPostingId as string)} />
                  ))}
                </Box>
                {cards.length === 0 && (
                  <Typography variant="body2" color="text.secondary">
                    {translate('screens.applicationBoard.empty')}
                  </Typography>
                )}
              </Box>
            );
          })}
        </Box>
    </ScreenPage>
  );
};

export default ApplicationBoard;
