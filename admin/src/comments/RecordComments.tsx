import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify, useRecordContext, useTranslate } from 'react-admin';
import { authStorage } from '../auth/authStorage';
import { refusalOf } from '../views/RecordActionButton';
import { CommentBox } from './CommentBox';
import { CommentItem } from './CommentItem';
import { talkApi, type Comment } from './talkApi';
import { threadKey } from './threadQuery';

/**
 * The record's discussion (issue 49), one component for every resource's page: its comments
 * oldest first (kept current: see threadQuery.ts), a box to write one with @mentions and files,
 * and the follow button. The server answers only to whoever may read the record, and checks every write.
 */
export const RecordComments = ({ apiName }: { apiName: string }) => {
  const record = useRecordContext();
  if (!record) return null;
  return <CommentsCard apiName={apiName} recordId={String(record.id)} />;
};

const CommentsCard = ({ apiName, recordId }: { apiName: string; recordId: string }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const me = authStorage.read().user?.id;
  const queries = useQueryClient();
  const key = threadKey(apiName, recordId);
  // Read again when someone else comments (a live change), as well as after one's own action.
  const { data: thread } = useQuery({ queryKey: key, queryFn: () => talkApi.thread(apiName, recordId) });
  const load = () => queries.invalidateQueries({ queryKey: key });

  const attempt = async (work: () => Promise<unknown>, done: string): Promise<boolean> => {
    try {
      await work();
      notify(done, { type: 'success' });
      await load();
      return true;
    } catch (error) {
      notify(refusalOf(error), { type: 'error' });
      return false;
    }
  };

  if (!thread) return null;
  const headingId = `comments-${recordId}`;
  return (
    <Card component="section" aria-labelledby={headingId} className="record-comments" sx={{ mt: 2 }}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', mb: 1 }}>
          <Typography id={headingId} variant="h6" component="h2">
            {translate('app.comments.title')}
          </Typography>
          <Button
            variant="outlined"
            size="small"
            aria-pressed={thread.following}
            title={translate('app.comments.followHelp')}
            onClick={() => void attempt(() => talkApi.follow(apiName, recordId, !thread.following), thread.following ? 'app.comments.unfollowed' : 'app.comments.followed')}
          >
            {translate(thread.following ? 'app.comments.unfollow' : 'app.comments.follow')}
          </Button>
        </Stack>
        {thread.comments.length === 0 ? <Typography color="text.secondary">{translate('app.comments.empty')}</Typography> : null}
        <Stack component="ol" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0, mb: 2 }}>
          {thread.comments.map((comment) => (
            <li key={comment.id}>
              <CommentItem
                apiName={apiName}
                recordId={recordId}
                comment={comment}
                names={thread.names}
                mine={comment.authorId === me}
                onEdit={(edited: Comment, input) => attempt(() => talkApi.edit(apiName, recordId, edited, input), 'app.comments.sent')}
                onDelete={async (gone) => void (await attempt(() => talkApi.remove(apiName, recordId, gone), 'app.comments.deleted'))}
              />
            </li>
          ))}
        </Stack>
        <CommentBox apiName={apiName} recordId={recordId} submitLabel={translate('app.comments.send')} onSubmit={(input) => attempt(() => talkApi.comment(apiName, recordId, input), 'app.comments.sent')} />
      </CardContent>
    </Card>
  );
};
