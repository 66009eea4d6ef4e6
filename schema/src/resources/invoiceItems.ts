import { defineResource, f } from '../index';

// An invoice's lines: written only with their invoice (its `items`), read here on their own.
export const invoiceItems = defineResource({
  name: 'invoiceItems',
  route: '/InvoiceItems',
  menu: { group: 'finance', icon: 'Receipt', order: 1 },
  recordRepresentation: 'description',
  readOnly: true,
  fields: {
    invoiceId: f.reference('invoices', { required: true }),
    position: f.integer({ readOnly: true, min: 0 }),
    description: f.text({ required: true, maxLength: 200, search: true }),
    quantity: f.decimal({ required: true, min: 0.01, max: 1_000_000, default: 1 }),
    unitPrice: f.money({ required: true, min: 0, max: 100_000_000 }),
    // Taken off the line before VAT (ZATCA: the line's net amount is after its discount).
    discount: f.money({ min: 0, max: 100_000_000, default: 0 }),
    /** Percent; Saudi VAT is 15 %. */
    vatRate: f.decimal({ required: true, min: 0, max: 100, default: 15 }),
    // Why a line bears no VAT (ZATCA's exemption and zero-rating reasons): its VAT category, E or Z.
    vatExemptionReason: f.enum(['financialServices', 'residentialRealEstate', 'exportOfGoods', 'exportOfServices', 'qualifyingMedicines', 'privateEducation', 'privateHealthcare']),
    // quantity × unit price − discount, without VAT: derived by the server.
    amount: f.money({ readOnly: true }),
  },
  list: { columns: ['invoiceId', 'position', 'description', 'quantity', 'unitPrice', 'discount', 'vatRate', 'amount'], sort: ['createdAt', 'DESC'] },
  filters: { invoiceId: { alwaysOn: true } },
});
