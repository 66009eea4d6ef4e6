import type { FatooraMessage, InvoiceAnswer } from './fatoora-client';

export type ZatcaOutcome = 'cleared' | 'reported' | 'rejected';

const list = (messages: FatooraMessage[] | FatooraMessage | undefined): FatooraMessage[] => (Array.isArray(messages) ? messages : messages ? [messages] : []);

/** One readable line per message, `label code: message`, never ZATCA's JSON. */
const lines = (label: string, messages: FatooraMessage[]): string[] =>
  messages.map((message) => `${label} ${[message.code, message.message].filter(Boolean).join(': ')}`.trim());

/** What an answer means for the invoice, and ZATCA's errors and warnings as text (labels in the invoice's words). */
export const outcomeOf = (answer: InvoiceAnswer, kind: 'clearance' | 'reporting', labels: { error: string; warning: string }): { outcome: ZatcaOutcome; messages: string } => {
  const errors = list(answer.validationResults?.errorMessages);
  const warnings = list(answer.validationResults?.warningMessages);
  const accepted = kind === 'clearance' ? answer.clearanceStatus === 'CLEARED' : answer.reportingStatus === 'REPORTED';
  const outcome: ZatcaOutcome = answer.httpStatus !== 400 && errors.length === 0 && accepted ? (kind === 'clearance' ? 'cleared' : 'reported') : 'rejected';
  return { outcome, messages: [...lines(labels.error, errors), ...lines(labels.warning, warnings)].join('\n') };
};
