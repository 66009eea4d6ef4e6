import type { TestApp } from './test-app';

/** Sets the club's website settings (its one row): issuing an invoice needs its VAT number. */
export const setClubSettings = async (app: Pick<TestApp, 'http'>, values: Record<string, unknown>): Promise<void> => {
  const [settings] = (await app.http.get('/api/websiteSettings').expect(200)).body as { id: string }[];
  await app.http.put(`/api/websiteSettings/${settings!.id}`).send(values).expect(200);
};

/** The VAT number the tests issue invoices under. */
export const CLUB_VAT_NUMBER = '310122393500003';
