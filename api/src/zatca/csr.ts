import { Attributes, CertificationRequest, CertificationRequestInfo } from '@peculiar/asn1-csr';
import { AsnConvert, OctetString } from '@peculiar/asn1-schema';
import { AlgorithmIdentifier, Attribute as CsrAttribute, AttributeTypeAndValue, AttributeValue, Extension, Extensions, GeneralName, Name, RelativeDistinguishedName, SubjectAlternativeName, SubjectPublicKeyInfo, id_ce_subjectAltName } from '@peculiar/asn1-x509';
import { createSign, generateKeyPairSync, type KeyObject } from 'node:crypto';

/** The environments of the Fatoora platform; each asks for its own certificate template name. */
export type FatooraEnvironment = 'sandbox' | 'simulation' | 'production';

const TEMPLATE_NAME: Record<FatooraEnvironment, string> = { sandbox: 'TSTZATCA-Code-Signing', simulation: 'PREZATCA-Code-Signing', production: 'ZATCA-Code-Signing' };

const OID = {
  ecdsaWithSha256: '1.2.840.10045.4.3.2',
  extensionRequest: '1.2.840.113549.1.9.14',
  certificateTemplateName: '1.3.6.1.4.1.311.20.2',
  country: '2.5.4.6',
  organization: '2.5.4.10',
  organizationalUnit: '2.5.4.11',
  commonName: '2.5.4.3',
  surname: '2.5.4.4',
  userId: '0.9.2342.19200300.100.1.1',
  title: '2.5.4.12',
  registeredAddress: '2.5.4.26',
  businessCategory: '2.5.4.15',
} as const;

/** What ZATCA's CSR names: the unit (EGS) and the taxpayer it belongs to. */
export interface CsrSubject {
  environment: FatooraEnvironment;
  commonName: string;
  organization: string;
  organizationalUnit: string;
  vatNumber: string;
  /** The solution's serial: 1-{solution}|2-{model}|3-{unit id}. */
  serialNumber: string;
  /** Which invoices the unit issues: '1100' standard and simplified. */
  invoiceTypes: string;
  address: string;
  industry: string;
}

const rdn = (type: string, value: string, printable = false): RelativeDistinguishedName =>
  new RelativeDistinguishedName([new AttributeTypeAndValue({ type, value: new AttributeValue(printable ? { printableString: value } : { utf8String: value }) })]);

/** A new secp256k1 key pair (the curve ZATCA's certificates use), the private key as PKCS#8 PEM. */
export const generateSigningKeyPair = (): { privateKey: string; publicKey: KeyObject } => {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'secp256k1' });
  return { privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(), publicKey };
};

/** The PKCS#10 request of ZATCA's onboarding, signed with the key (ECDSA SHA-256), base64 of its PEM as the API takes it. */
export const zatcaCsr = (subject: CsrSubject, privateKey: string, publicKey: KeyObject): string => {
  const templateName = AsnConvert.serialize(new AttributeValue({ printableString: TEMPLATE_NAME[subject.environment] }));
  const alternativeName = new SubjectAlternativeName([
    new GeneralName({
      directoryName: new Name([
        rdn(OID.surname, subject.serialNumber),
        rdn(OID.userId, subject.vatNumber),
        rdn(OID.title, subject.invoiceTypes),
        rdn(OID.registeredAddress, subject.address),
        rdn(OID.businessCategory, subject.industry),
      ]),
    }),
  ]);
  const extensions = new Extensions([
    new Extension({ extnID: OID.certificateTemplateName, critical: false, extnValue: new OctetString(templateName) }),
    new Extension({ extnID: id_ce_subjectAltName, critical: false, extnValue: new OctetString(AsnConvert.serialize(alternativeName)) }),
  ]);
  const info = new CertificationRequestInfo({
    subject: new Name([rdn(OID.country, 'SA', true), rdn(OID.organizationalUnit, subject.organizationalUnit), rdn(OID.organization, subject.organization), rdn(OID.commonName, subject.commonName)]),
    subjectPKInfo: AsnConvert.parse(publicKey.export({ type: 'spki', format: 'der' }), SubjectPublicKeyInfo),
    attributes: new Attributes([new CsrAttribute({ type: OID.extensionRequest, values: [AsnConvert.serialize(extensions)] })]),
  });
  const signature = createSign('sha256').update(Buffer.from(AsnConvert.serialize(info))).sign(privateKey);
  const request = new CertificationRequest({ certificationRequestInfo: info, signatureAlgorithm: new AlgorithmIdentifier({ algorithm: OID.ecdsaWithSha256 }), signature: new Uint8Array(signature).buffer });
  const der = Buffer.from(AsnConvert.serialize(request)).toString('base64');
  const pem = `-----BEGIN CERTIFICATE REQUEST-----\n${der.match(/.{1,64}/g)!.join('\n')}\n-----END CERTIFICATE REQUEST-----\n`;
  return Buffer.from(pem).toString('base64');
};
