import { CLUB_VAT_NUMBER, setClubSettings } from '../club-settings';
// A simplified invoice referring to no other one (only a credit note does, and it needs an issued
// invoice to cancel: api/src/overrides/invoices.ts). It starts a draft, as its workflow says.
export const sample = { type: 'simplified', creditedInvoiceId: undefined };

// An invoice is issued under the club's VAT number (website settings).
export const setUp = (http: Parameters<typeof setClubSettings>[0]['http']) => setClubSettings({ http }, { vatNumber: CLUB_VAT_NUMBER, siteNameAr: 'نادي صقور الرياض' });
