import type { PayerKind, Statement } from '@club/schema';
import { httpClient } from '../../data/httpClient';

/** GET /api/statements/{kind}/{id}: a payer's invoices and receipts with the running balance. */
export const fetchStatement = async (kind: PayerKind, id: string): Promise<Statement> => (await httpClient(`/api/statements/${kind}/${encodeURIComponent(id)}`)).json as Statement;
