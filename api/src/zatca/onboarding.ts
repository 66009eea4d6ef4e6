import { generateSigningKeyPair, zatcaCsr } from './csr';
import { FatooraClient, type Credentials, type InvoiceAnswer } from './fatoora-client';
import { fatooraEndpointOf } from './fatoora-endpoints';
import { FIRST_PREVIOUS_HASH } from './invoice-hash';
import { stampInvoice } from './stamp-invoice';
import type { UblInvoice } from './ubl-invoice';
import type { ZatcaSettingsStore } from './zatca-settings';

/** A CSID's binarySecurityToken is the base64 of the certificate's base64 text: the certificate's DER in base64. */
export const certificateOfToken = (token: string): string => Buffer.from(token, 'base64').toString('utf8').trim();

/** Onboarding stopped: ZATCA refused a step (its messages, as text), or a compliance check failed. */
export class OnboardingRefused extends Error {
  constructor(
    readonly step: 'otp' | 'complianceCheck',
    readonly messages: string[],
  ) {
    super(`ZATCA refused the ${step}: ${messages.join('; ')}`);
    this.name = 'OnboardingRefused';
  }
}

/** The seller as the club's settings name it. */
export interface OnboardingSeller {
  name: string;
  vatNumber: string;
}

const sample = (kind: 'simplified' | 'standard', creditNote: boolean, seller: OnboardingSeller, settings: { crn: string; address: UblInvoice['seller']['address'] }, counter: number): UblInvoice => ({
  kind,
  creditNote: creditNote ? { invoiceNumber: 'SME00001', reason: 'Compliance check' } : undefined,
  number: `SME${String(counter).padStart(5, '0')}`,
  uuid: crypto.randomUUID(),
  counter,
  previousHash: FIRST_PREVIOUS_HASH,
  issuedAt: new Date(),
  seller: { name: seller.name, vatNumber: seller.vatNumber, crn: settings.crn, address: settings.address },
  buyer: kind === 'standard' ? { name: 'Compliance check', vatNumber: seller.vatNumber, address: settings.address } : { name: 'Compliance check' },
  lines: [{ description: 'Compliance check', quantity: 1, unitPrice: 10000, discount: 0, amount: 10000, vat: 1500, rate: 15, treatment: { category: 'S' } }],
  subtotal: 10000,
  vatTotal: 1500,
  total: 11500,
});

const errorsOf = (answer: InvoiceAnswer): string[] => (answer.validationResults?.errorMessages ?? []).map((message) => [message.code, message.message].filter(Boolean).join(': '));

/** The compliance CSID for a new key: its CSR sent with the one-time password; kept as soon as it comes. */
const complianceStep = async (store: ZatcaSettingsStore, client: FatooraClient, otp: string, seller: OnboardingSeller, by?: string): Promise<{ privateKey: string; credentials: Credentials; requestId: string }> => {
  const settings = await store.read();
  const { privateKey, publicKey } = generateSigningKeyPair();
  const csr = zatcaCsr(
    {
      environment: settings.environment,
      commonName: settings.unitName || 'club-back-office',
      organization: seller.name,
      organizationalUnit: settings.branchName || seller.name,
      vatNumber: seller.vatNumber,
      serialNumber: `1-ClubBackOffice|2-1.0|3-${crypto.randomUUID()}`,
      invoiceTypes: '1100',
      address: [settings.address.street, settings.address.city].filter(Boolean).join(', ') || 'Riyadh',
      industry: settings.industry || 'Sports',
    },
    privateKey,
    publicKey,
  );
  const compliance = await client.complianceCsid(csr, otp);
  if (!compliance) throw new OnboardingRefused('otp', []);
  const requestId = String(compliance.requestID);
  await store.write({ onboarding: 'compliance', complianceRequestId: requestId, secrets: { privateKey, complianceToken: compliance.binarySecurityToken, complianceSecret: compliance.secret, productionToken: undefined, productionSecret: undefined } }, by);
  return { privateKey, credentials: { token: compliance.binarySecurityToken, secret: compliance.secret }, requestId };
};

/**
 * ZATCA's onboarding of this unit: a new secp256k1 key and its CSR, the compliance CSID for the
 * one-time password from the Fatoora portal, the compliance checks (a signed sample of each kind
 * the unit issues: simplified and standard invoices and credit notes), then the production CSID
 * that signs and sends real invoices. Each step's result is kept (secrets sealed) as it comes, so
 * an onboarding cut short after its compliance CSID (ZATCA away) resumes without a new password.
 */
export const onboard = async (store: ZatcaSettingsStore, otp: string | undefined, seller: OnboardingSeller, by?: string): Promise<void> => {
  const settings = await store.read();
  const client = new FatooraClient(fatooraEndpointOf(settings.environment));
  const { privateKey: keptKey, complianceToken, complianceSecret } = settings.secrets;
  const resumed = !otp && settings.onboarding === 'compliance' && keptKey && complianceToken && complianceSecret && settings.complianceRequestId;
  if (!otp && !resumed) throw new OnboardingRefused('otp', []);
  const { privateKey, credentials, requestId } = resumed
    ? { privateKey: keptKey, credentials: { token: complianceToken, secret: complianceSecret }, requestId: settings.complianceRequestId! }
    : await complianceStep(store, client, otp!, seller, by);
  const key = { privateKey, certificate: certificateOfToken(credentials.token) };
  const samples: [('simplified' | 'standard'), boolean][] = [['standard', false], ['standard', true], ['simplified', false], ['simplified', true]];
  for (const [index, [kind, creditNote]] of samples.entries()) {
    const invoice = sample(kind, creditNote, seller, settings, index + 1);
    const stamped = stampInvoice(invoice, key);
    const answer = await client.complianceCheck(credentials, { invoiceHash: stamped.hash, uuid: invoice.uuid, invoice: Buffer.from(stamped.xml).toString('base64') });
    const errors = errorsOf(answer);
    if (answer.httpStatus === 400 || errors.length > 0) throw new OnboardingRefused('complianceCheck', errors);
  }
  const production = await client.productionCsid(credentials, requestId);
  await store.write({ onboarding: 'production', secrets: { productionToken: production.binarySecurityToken, productionSecret: production.secret } }, by);
};
