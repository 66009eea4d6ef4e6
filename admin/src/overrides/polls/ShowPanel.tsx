import { Box, Divider, Typography } from '@mui/material';
import { useCanAccess, useGetList, useLocale, useRecordContext, useTranslate } from 'react-admin';
import { resourceNameFor } from '../../resources/names';
import { AnswerForm } from './parts/AnswerForm';
import { QuestionResults } from './parts/QuestionResults';

const QUESTIONS = resourceNameFor('pollQuestions');
const OPTIONS = resourceNameFor('pollOptions');

/**
 * A poll's results on its record (issue 13): each question in order with its options' votes and
 * shares; while the poll is open, the member answers each question here.
 */
const PollResults = () => {
  const poll = useRecordContext();
  const translate = useTranslate();
  const arabic = useLocale() === 'ar';
  const { canAccess: mayAnswer } = useCanAccess({ resource: QUESTIONS, action: 'show' });
  const questions = useGetList(QUESTIONS, { pagination: { page: 1, perPage: 100 }, sort: { field: 'sortOrder', order: 'ASC' }, filter: { pollId: poll?.id } }, { enabled: Boolean(poll?.id) });
  const questionIds = (questions.data ?? []).map((question) => question.id);
  const options = useGetList(OPTIONS, { pagination: { page: 1, perPage: 1000 }, sort: { field: 'sortOrder', order: 'ASC' }, filter: { questionId: questionIds } }, { enabled: questionIds.length > 0 });
  if (!poll || !questions.data?.length) return null;
  const open = poll.status === 'open';
  return (
    <Box component="section" aria-labelledby="poll-results-heading" sx={{ p: 2 }} className="poll-results">
      <Divider sx={{ mb: 2 }} />
      <Typography id="poll-results-heading" variant="h6" component="h2" sx={{ mb: 2 }}>
        {translate('app.polls.results')}
      </Typography>
      {questions.data.map((question) => {
        const own = (options.data ?? []).filter((option) => option.questionId === question.id);
        return (
          <Box key={question.id} sx={{ mb: 3 }}>
            <Typography variant="subtitle1" component="h3" dir="auto" sx={{ fontWeight: 600, mb: 1 }}>
              {question.sortOrder}. {(arabic && question.questionAr) || question.question}
            </Typography>
            <QuestionResults question={question} options={own} />
            {open && mayAnswer && own.length > 0 && <AnswerForm question={question} options={own} />}
          </Box>
        );
      })}
    </Box>
  );
};

export default PollResults;
