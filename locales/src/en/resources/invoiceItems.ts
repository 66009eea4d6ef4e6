import type { invoiceItems } from '@club/schema/resources/invoiceItems';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof invoiceItems>({
  name: 'Invoice line |||| Invoice lines',
  fields: {
    invoiceId: 'Invoice',
    position: 'Line',
    description: 'Description',
    quantity: 'Quantity',
    unitPrice: 'Unit price',
    discount: 'Discount',
    vatRate: 'VAT %',
    vatExemptionReason: 'Reason for no VAT',
    amount: 'Amount',
  },
  enums: {
    vatExemptionReason: {
      financialServices: 'Exempt: financial services (VATEX-SA-29)',
      residentialRealEstate: 'Exempt: residential real estate (VATEX-SA-30)',
      exportOfGoods: 'Zero-rated: export of goods (VATEX-SA-32)',
      exportOfServices: 'Zero-rated: export of services (VATEX-SA-33)',
      qualifyingMedicines: 'Zero-rated: qualifying medicines (VATEX-SA-35)',
      privateEducation: 'Zero-rated: private education to citizens (VATEX-SA-EDU)',
      privateHealthcare: 'Zero-rated: private healthcare to citizens (VATEX-SA-HEA)',
    },
  },
});
