import { Box, Typography } from '@mui/material';
import { useGetOne, useLocale, useRecordContext, useTranslate } from 'react-admin';
import { resourceNameFor } from '../../../resources/names';
import { questionText, type AnswersByPosition, type SurveyQuestion } from '../parts/surveyAnswers';
import { WHOLE_RECORD } from '../../../data/wholeRecord';

const SURVEYS = resourceNameFor('surveys');

/**
 * A response read as the answered form (SPEC's survey viewer): each question of its survey (which
 * no longer changes once answered), and the answer, or "No answer" where it was left blank.
 */
const SurveyAnswersField = ({ source }: { source: string; sortable?: boolean }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const arabic = useLocale() === 'ar';
  const { data: survey } = useGetOne(SURVEYS, { id: record?.surveyId, meta: WHOLE_RECORD }, { enabled: Boolean(record?.surveyId) });
  const answers = (record?.[source] as AnswersByPosition | undefined) ?? {};
  const questions = (survey?.questions as SurveyQuestion[] | undefined) ?? [];
  return (
    <Box component="ol" sx={{ m: 0, ps: 3, display: 'flex', flexDirection: 'column', gap: 2 }} className="survey-answers-view">
      {questions.map((question) => {
        const answer = answers[String(question.position)];
        const blank = answer === undefined || (Array.isArray(answer) && answer.length === 0) || answer === '';
        return (
          <li key={question.position}>
            <Typography variant="subtitle2" component="p">
              <span dir="auto">{questionText(question, arabic)}</span>
            </Typography>
            {/* The answer runs in its own direction, aligned with the page. */}
            <Typography variant="body1" component="p" color={blank ? 'text.secondary' : 'text.primary'}>
              <span dir="auto">{blank ? translate('app.surveys.unanswered') : Array.isArray(answer) ? answer.join(arabic ? '، ' : ', ') : answer}</span>
            </Typography>
          </li>
        );
      })}
    </Box>
  );
};

export default SurveyAnswersField;
