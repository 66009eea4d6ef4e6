import { CLUB_VAT_NUMBER, setClubSettings } from './club-settings';
import type { TestApp } from './test-app';

/** Text compared without spaces and Arabic's marks: a PDF reader places the gaps between runs and the marks over letters its own way. */
export const squeezed = (text: string) => text.replace(/[\s\u064b-\u065f]/g, '');

/**
 * The club named in both languages, and an issued invoice of two lines (one described in Arabic,
 * one in English) for a school named in Arabic: 900.00 before VAT, 1,035.00 in all.
 */
export const issueTwoLineInvoice = async (app: Pick<TestApp, 'http'>, values: Record<string, unknown> = {}): Promise<string> => {
  await setClubSettings(app, { vatNumber: CLUB_VAT_NUMBER, siteName: 'Riyadh Falcons Club', siteNameAr: 'نادي صقور الرياض', address: 'King Fahd Road, Riyadh', addressAr: 'طريق الملك فهد، الرياض' });
  const invoice = await app.http
    .post('/api/invoices')
    .send({
      customerName: 'مدرسة الرياض العالمية',
      type: 'simplified',
      dueDate: '2026-12-31',
      status: 'issued',
      items: [
        { description: 'تأجير الصالة المغلقة', quantity: 2, unitPrice: 150, vatRate: 15 },
        { description: 'Swimming lessons, term 2', quantity: 1, unitPrice: 600, vatRate: 15 },
      ],
      ...values,
    })
    .expect(201);
  return invoice.body.id as string;
};
