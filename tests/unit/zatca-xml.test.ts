import { describe, expect, it } from 'vitest';
import { generateSigningKeyPair, zatcaCsr } from '../../api/src/zatca/csr';
import { FIRST_PREVIOUS_HASH } from '../../api/src/zatca/invoice-hash';
import { stampInvoice } from '../../api/src/zatca/stamp-invoice';
import type { UblInvoice } from '../../api/src/zatca/ubl-invoice';
import { vatTreatmentOf } from '../../api/src/zatca/vat-categories';
import { issueCertificate, readCsr, testCa } from '../support/zatca-certificates';
import { cryptoProblems, parseInvoice, structureProblems, totalsProblems } from '../support/zatca-checks';

// The e-invoice of each kind checked offline against ZATCA's published rules: structure, totals,
// VAT categories with their reasons, the hash, the signature and the QR code.

const ca = testCa();
const { privateKey, publicKey } = generateSigningKeyPair();
const csr = zatcaCsr(
  { environment: 'sandbox', commonName: 'club-egs-1', organization: 'Riyadh Falcons Club', organizationalUnit: 'Riyadh Branch', vatNumber: '300000000000003', serialNumber: '1-club|2-backoffice|3-5c1d6a9e', invoiceTypes: '1100', address: 'King Fahd Road, Riyadh', industry: 'Sports' },
  privateKey,
  publicKey,
);
const key = { privateKey, certificate: issueCertificate(ca, readCsr(csr)) };

const line = (description: string, quantity: number, unitPrice: number, rate: number, discount = 0, reason?: string) => {
  const amount = Math.round(quantity * unitPrice) - discount;
  return { description, quantity, unitPrice, discount, amount, vat: Math.round((amount * rate) / 100), rate, treatment: vatTreatmentOf(rate, reason)! };
};

const invoiceOf = (kind: 'simplified' | 'standard', lines: ReturnType<typeof line>[], extra: Partial<UblInvoice> = {}): UblInvoice => {
  const subtotal = lines.reduce((sum, item) => sum + item.amount, 0);
  const vatTotal = lines.reduce((sum, item) => sum + item.vat, 0);
  return {
    kind,
    number: 'INV-2026-0001',
    uuid: '3cf5ee18-ee25-44ea-a444-2c37ba7f28be',
    counter: 1,
    previousHash: FIRST_PREVIOUS_HASH,
    issuedAt: new Date('2026-11-29T09:30:00Z'),
    seller: { name: 'نادي صقور الرياض', vatNumber: '300000000000003', crn: '1010010000', address: { street: 'King Fahd Road', buildingNumber: '1234', district: 'Al Olaya', city: 'Riyadh', postalCode: '12211' } },
    buyer: kind === 'standard' ? { name: 'مدرسة الرياض العالمية', vatNumber: '311111111111113', address: { street: 'Prince Sultan Road', buildingNumber: '4321', district: 'Al Rawdah', city: 'Jeddah', postalCode: '23431' } } : { name: 'مدرسة الرياض العالمية' },
    lines,
    subtotal,
    vatTotal,
    total: subtotal + vatTotal,
    ...extra,
  };
};

describe('ZATCA e-invoice XML', () => {
  it('the CSR names the unit and is signed with its secp256k1 key', () => {
    const request = readCsr(csr);
    expect(request.signature.byteLength).toBeGreaterThan(60);
    expect(Buffer.from(csr, 'base64').toString()).toContain('BEGIN CERTIFICATE REQUEST');
  });

  const cases: [string, 'simplified' | 'standard', boolean, UblInvoice][] = [
    ['a simplified invoice', 'simplified', false, invoiceOf('simplified', [line('تأجير الصالة', 2, 15000, 15), line('Swimming lessons', 1, 60000, 15, 5000), line('Medicines', 3, 1999, 0, 0, 'qualifyingMedicines')])],
    ['a standard invoice', 'standard', false, invoiceOf('standard', [line('Hall rental', 1, 100000, 15), line('Insurance', 1, 20000, 0, 0, 'financialServices'), line('Coaching abroad', 2, 33333, 0, 0, 'exportOfServices')])],
    ['a credit note', 'simplified', true, invoiceOf('simplified', [line('Hall rental', 2, 15000, 15)], { creditNote: { invoiceNumber: 'INV-2026-0001', reason: 'Cancellation' }, number: 'INV-2026-0002', counter: 2 })],
  ];
  for (const [name, kind, creditNote, invoice] of cases) {
    it(`${name} passes the structure, totals, VAT category and cryptographic checks`, () => {
      const stamped = stampInvoice(invoice, key);
      const parsed = parseInvoice(stamped.xml);
      expect(structureProblems(parsed, kind, creditNote)).toEqual([]);
      expect(totalsProblems(parsed)).toEqual([]);
      const { problems, hash } = cryptoProblems(stamped.xml, kind);
      expect(problems).toEqual([]);
      expect(hash).toBe(stamped.hash);
    });
  }

  it('the checks catch a tampered invoice: its hash and signature no longer hold', () => {
    const stamped = stampInvoice(cases[0]![3], key);
    const tampered = stamped.xml.replace('<cbc:PayableAmount currencyID="SAR">', '<cbc:PayableAmount currencyID="SAR">1');
    expect(cryptoProblems(tampered, 'simplified').problems).toContain('the invoice hash does not recompute');
    expect(totalsProblems(parseInvoice(tampered))).toContain('BR-CO-16: amount due');
  });

  it('a line without VAT and without its reason is no category', () => {
    expect(vatTreatmentOf(0, undefined)).toBeUndefined();
    expect(vatTreatmentOf(0, 'privateEducation')).toEqual(expect.objectContaining({ category: 'Z', reasonCode: 'VATEX-SA-EDU' }));
  });
});
