import { Box, Checkbox, FormControl, FormControlLabel, FormGroup, FormHelperText, FormLabel, Radio, RadioGroup, TextField, Typography } from '@mui/material';
import { useId } from 'react';
import { useGetOne, useInput, useLocale, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { usePublicRecord } from '../../../pages/publicRecord/PublicRecordContext';
import { resourceNameFor } from '../../../resources/names';
import { optionsOf, questionText, type AnswersByPosition, type SurveyQuestion } from '../parts/surveyAnswers';
import { WHOLE_RECORD } from '../../../data/wholeRecord';

const SURVEYS = resourceNameFor('surveys');

/** The survey's questions: the public page's record, or the survey chosen in the admin's form. */
const useQuestions = (): SurveyQuestion[] => {
  const publicRecord = usePublicRecord();
  const surveyId = useWatch({ name: 'surveyId' }) as string | undefined;
  const { data } = useGetOne(SURVEYS, { id: surveyId ?? '', meta: WHOLE_RECORD }, { enabled: !publicRecord && Boolean(surveyId) });
  return ((publicRecord ?? data)?.questions as SurveyQuestion[] | undefined) ?? [];
};

/** One question: its choices as radio buttons or check boxes, or a text box. */
const QuestionInput = ({ question, number, value, onChange, error }: {
  question: SurveyQuestion;
  number: number;
  value: string | string[] | undefined;
  onChange: (value: string | string[] | undefined) => void;
  error?: string;
}) => {
  const arabic = useLocale() === 'ar';
  const labelId = useId();
  const label = `${number}. ${questionText(question, arabic)}`;
  const options = optionsOf(question);
  return (
    <FormControl component="fieldset" required={Boolean(question.required)} error={Boolean(error)} sx={{ mb: 3, width: '100%' }} className={`survey-question-${question.position}`}>
      <FormLabel component="legend" id={labelId} sx={{ mb: 1, color: 'text.primary' }} dir="auto">
        {label}
      </FormLabel>
      {question.questionType === 'single' && (
        <RadioGroup aria-labelledby={labelId} value={(value as string | undefined) ?? ''} onChange={(event) => onChange(event.target.value)}>
          {options.map((option) => (
            <FormControlLabel key={option} value={option} control={<Radio />} label={option} />
          ))}
        </RadioGroup>
      )}
      {question.questionType === 'multiple' && (
        <FormGroup aria-labelledby={labelId}>
          {options.map((option) => {
            const chosen = Array.isArray(value) ? value : [];
            return (
              <FormControlLabel
                key={option}
                control={<Checkbox checked={chosen.includes(option)} onChange={(event) => onChange(event.target.checked ? [...chosen, option] : chosen.filter((other) => other !== option))} />}
                label={option}
              />
            );
          })}
        </FormGroup>
      )}
      {question.questionType === 'text' && (
        <TextField
          multiline
          minRows={2}
          fullWidth
          value={(value as string | undefined) ?? ''}
          onChange={(event) => onChange(event.target.value)}
          slotProps={{ htmlInput: { 'aria-labelledby': labelId, maxLength: 2000, dir: 'auto' } }}
        />
      )}
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
};

const answered = (value: string | string[] | undefined) => (Array.isArray(value) ? value.length > 0 : Boolean(value?.trim()));

/**
 * A survey's answers as a form (SPEC §2 /formView/{id}/{phone}): one control per question, in the
 * page's language, required ones checked before sending; the server checks them again.
 */
const SurveyAnswersInput = ({ source }: { source: string }) => {
  const translate = useTranslate();
  const questions = useQuestions();
  const { field, fieldState } = useInput({
    source,
    validate: (value: AnswersByPosition | undefined) => {
      const missing = questions.findIndex((question) => question.required && !answered(value?.[String(question.position)]));
      return missing < 0 ? undefined : translate('app.surveys.required', { number: missing + 1 });
    },
  });
  const values = (field.value as AnswersByPosition | undefined) ?? {};
  const error = fieldState.error?.message;
  return (
    <Box component="section" className="survey-answers" sx={{ width: '100%', maxWidth: 640 }}>
      {questions.length === 0 && <Typography color="text.secondary">{translate('app.surveys.noQuestions')}</Typography>}
      {questions.map((question, index) => (
        <QuestionInput
          key={question.position}
          question={question}
          number={index + 1}
          value={values[String(question.position)]}
          error={error && error === translate('app.surveys.required', { number: index + 1 }) ? error : undefined}
          onChange={(value) => {
            const next = { ...values };
            if (value === undefined || (Array.isArray(value) && value.length === 0) || value === '') delete next[String(question.position)];
            else next[String(question.position)] = value;
            field.onChange(next);
          }}
        />
      ))}
      {error && !questions.some((_, index) => error === translate('app.surveys.required', { number: index + 1 })) && (
        <Typography role="alert" color="error" variant="body2">
          {translate(error, { _: error })}
        </Typography>
      )}
    </Box>
  );
};

export default SurveyAnswersInput;
