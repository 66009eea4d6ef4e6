import { Box, Typography } from '@mui/material';
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import type { ApprovalTrail as Trail } from '@club/schema';
import { useFormats } from '../i18n/useFormats';
import { awaitedStepOf } from '../rules/WaitingFor';

/**
 * Where a request stands (its `approvalTrail`): each step of its route in order, with who decided
 * (or signed) it (named as they were then), when and what they said, and the step awaiting a decision.
 */
export const ApprovalTrailField = ({ source }: { source: string; sortable?: boolean }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const formats = useFormats();
  const trail = record?.[source] as Trail | null | undefined;
  if (!trail) return null;
  const when = (at: string) => formats.dateTime(at);
  return (
    <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 }} className="approval-trail">
      {trail.steps.map((step, index) => {
        const number = index + 1;
        const decisions = trail.decisions.filter((decision) => decision.step === number);
        const awaiting = record !== undefined && awaitedStepOf(record) === step;
        return (
          <Box component="li" key={number} sx={{ borderInlineStart: 3, borderColor: awaiting ? 'warning.main' : decisions.some((d) => d.decision === 'rejected') ? 'error.main' : decisions.length ? 'success.main' : 'divider', paddingInlineStart: 1.5 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }} dir="auto">
              {translate('app.approvals.step', { step: formats.number(number), label: locale === 'ar' && step.labelAr ? step.labelAr : step.label })}
            </Typography>
            {decisions.map((decision) => (
              <Box key={decision.at}>
                <Typography variant="body2">{translate(`app.approvals.decisions.${decision.decision}`, { name: decision.byName || '—', date: when(decision.at) })}</Typography>
                {decision.comment && (
                  <Typography variant="body2" color="text.secondary" dir="auto" sx={{ whiteSpace: 'pre-wrap' }}>
                    {decision.comment}
                  </Typography>
                )}
              </Box>
            ))}
            {decisions.length === 0 && (
              <Typography variant="body2" color={awaiting ? 'warning.main' : 'text.secondary'}>
                {translate(awaiting ? 'app.approvals.awaiting' : 'app.approvals.noDecision')}
              </Typography>
            )}
          </Box>
        );
      })}
    </Box>
  );
};
