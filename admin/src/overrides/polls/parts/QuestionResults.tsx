import { Box, LinearProgress, Typography } from '@mui/material';
import { useLocale, useTranslate, type RaRecord } from 'react-admin';
import { formatTagOf } from '../../../i18n/formats';

/** One question's results: each option with its votes and share, as text and as a bar. */
export const QuestionResults = ({ question, options }: { question: RaRecord; options: RaRecord[] }) => {
  const translate = useTranslate();
  const arabic = useLocale() === 'ar';
  const total = options.reduce((sum, option) => sum + Number(option.votes ?? 0), 0);
  const number = new Intl.NumberFormat(formatTagOf(arabic ? 'ar' : 'en'));
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 1 }}>
      {options.map((option) => {
        const votes = Number(option.votes ?? 0);
        const share = total ? Math.round((votes / total) * 100) : 0;
        const label = (arabic && option.labelAr) || option.label;
        return (
          <li key={option.id} className="poll-result">
            <Typography variant="body2" dir="auto" component="span">
              {label}
            </Typography>{' '}
            <Typography variant="body2" color="text.secondary" component="span">
              {translate('app.polls.votes', { votes: number.format(votes), share: number.format(share) })}
            </Typography>
            <LinearProgress variant="determinate" value={share} aria-hidden sx={{ height: 8, borderRadius: 1, mt: 0.5 }} />
          </li>
        );
      })}
      {total === 0 && (
        <Typography variant="body2" color="text.secondary">
          {translate('app.polls.noVotes')}
        </Typography>
      )}
    </Box>
  );
};
