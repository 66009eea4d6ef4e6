import { Box, Checkbox, FormControl, FormControlLabel, FormGroup, FormLabel, Radio, RadioGroup } from '@mui/material';
import { useId, useState } from 'react';
import { Button, useLocale, useNotify, useRefresh, useTranslate, type RaRecord } from 'react-admin';
import { refusalOf, runRecordAction } from '../../../views/RecordActionButton';

/** The signed-in member's answer to one question of an open poll: the server counts it once. */
export const AnswerForm = ({ question, options }: { question: RaRecord; options: RaRecord[] }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const arabic = useLocale() === 'ar';
  const labelId = useId();
  const [chosen, setChosen] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const label = (option: RaRecord) => (arabic && option.labelAr) || option.label;
  const send = async () => {
    setBusy(true);
    try {
      await runRecordAction('pollQuestions', question.id, 'answer', { optionIds: chosen });
      notify('app.polls.answered', { type: 'success' });
      setChosen([]);
      refresh();
    } catch (error) {
      notify('app.recordActions.failed', { type: 'error', messageArgs: { action: translate('resources.pollQuestions.actions.answer'), message: translate(refusalOf(error), { _: refusalOf(error) }) } });
    } finally {
      setBusy(false);
    }
  };
  return (
    <FormControl component="fieldset" sx={{ mt: 1 }} className="poll-answer">
      <FormLabel component="legend" id={labelId} sx={{ typography: 'body2' }}>
        {translate(question.choiceType === 'single' ? 'app.polls.chooseOne' : 'app.polls.chooseSome', { max: question.maxChoices ?? options.length })}
      </FormLabel>
      {question.choiceType === 'single' ? (
        <RadioGroup aria-labelledby={labelId} value={chosen[0] ?? ''} onChange={(event) => setChosen([event.target.value])}>
          {options.map((option) => (
            <FormControlLabel key={option.id} value={String(option.id)} control={<Radio size="small" />} label={label(option)} />
          ))}
        </RadioGroup>
      ) : (
        <FormGroup aria-labelledby={labelId}>
          {options.map((option) => (
            <FormControlLabel
              key={option.id}
              control={<Checkbox size="small" checked={chosen.includes(String(option.id))} onChange={(event) => setChosen(event.target.checked ? [...chosen, String(option.id)] : chosen.filter((id) => id !== String(option.id)))} />}
              label={label(option)}
            />
          ))}
        </FormGroup>
      )}
      <Box>
        <Button label={translate('resources.pollQuestions.actions.answer')} variant="contained" onClick={() => void send()} disabled={busy || chosen.length === 0} className="poll-answer-send" />
      </Box>
    </FormControl>
  );
};
