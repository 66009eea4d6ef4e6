import { Box, Typography } from '@mui/material';
import { useLocale, useRecordContext, useTranslate } from 'react-admin';
import { questionText, type StoredAnswer } from '../parts/surveyAnswers';

/**
 * A response read as the answered form (SPEC's survey viewer): each question as it was asked,
 * and the answer, or a dash where it was left blank.
 */
const SurveyAnswersField = ({ source }: { source: string; sortable?: boolean }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const arabic = useLocale() === 'ar';
  const answers = (record?.[source] as StoredAnswer[] | undefined) ?? [];
  return (
    <Box component="ol" sx={{ m: 0, ps: 3, display: 'flex', flexDirection: 'column', gap: 2 }} className="survey-answers-view">
      {answers.map((entry) => (
        <li key={entry.position}>
          <Typography variant="subtitle2" component="p" dir="auto">
            {questionText(entry, arabic)}
          </Typography>
          <Typography variant="body1" component="p" dir="auto" color={entry.answer === null ? 'text.secondary' : 'text.primary'}>
            {entry.answer === null ? translate('app.surveys.unanswered') : Array.isArray(entry.answer) ? entry.answer.join('، ') : entry.answer}
          </Typography>
        </li>
      ))}
    </Box>
  );
};

export default SurveyAnswersField;
