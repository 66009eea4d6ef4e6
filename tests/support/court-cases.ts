import type { Agent } from 'supertest';
import { PDF, uploadTo } from './file-scenarios';

const DAY = 86_400_000;
let caseNumber = 4_400_000_000 + Math.floor(Math.random() * 500_000_000);

/** A court case's body: a fresh case number, filed 60 days ago, `values` over it. */
export const courtCaseBody = (values: Record<string, unknown> = {}) => ({
  caseNumber: String((caseNumber += 1)),
  title: 'Unpaid salary claim',
  caseType: 'labour',
  court: 'Labour Court, Riyadh',
  clubRole: 'defendant',
  opponentName: 'A former coach',
  filingDate: new Date(Date.now() - 60 * DAY).toISOString().slice(0, 10),
  ...values,
});

/**
 * A court case with lines, a file and (through `values`) references: two parties, a hearing 20
 * days ahead and a statement uploaded for its documents. The created record.
 */
export const createCourtCase = async (http: Agent, values: Record<string, unknown> = {}): Promise<Record<string, unknown>> => {
  const document = (await uploadTo(http, 'courtCases', 'documents', PDF, 'statement.pdf').expect(201)).body;
  const response = await http.post('/api/courtCases').send(
    courtCaseBody({
      documents: [document.id],
      parties: [{ name: 'Riyadh Club', side: 'club', role: 'defendant' }, { name: 'A former coach', side: 'opponent', role: 'plaintiff' }],
      hearings: [{ scheduledAt: new Date(Date.now() + 20 * DAY).toISOString(), outcome: 'scheduled' }],
      ...values,
    }),
  );
  if (response.status !== 201) throw new Error(`Creating a court case: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body as Record<string, unknown>;
};
