import { CertificationRequest } from '@peculiar/asn1-csr';
import { AsnConvert } from '@peculiar/asn1-schema';
import { AlgorithmIdentifier, AttributeTypeAndValue, AttributeValue, Certificate, Name, RelativeDistinguishedName, TBSCertificate, Validity, Version } from '@peculiar/asn1-x509';
import { createSign, generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';

const ECDSA_WITH_SHA256 = '1.2.840.10045.4.3.2';

/** A stand-in for ZATCA's issuing CA: its own secp256k1 key and name. */
export interface TestCa {
  privateKey: KeyObject;
  name: Name;
}

export const testCa = (): TestCa => ({
  privateKey: generateKeyPairSync('ec', { namedCurve: 'secp256k1' }).privateKey,
  name: new Name([new RelativeDistinguishedName([new AttributeTypeAndValue({ type: '2.5.4.3', value: new AttributeValue({ utf8String: 'TSZEINVOICE-SubCA-1' }) })])]),
});

/** The subject and public key of a CSR given as the Fatoora API takes it (base64 of its PEM). */
export const readCsr = (csr: string): CertificationRequest => {
  const pem = Buffer.from(csr, 'base64').toString('utf8');
  const der = Buffer.from(pem.replace(/-----[^-]+-----/g, '').replace(/\s+/g, ''), 'base64');
  return AsnConvert.parse(der, CertificationRequest);
};

/** A certificate for the CSR's key and subject, signed by the CA (ECDSA SHA-256): its DER in base64. */
export const issueCertificate = (ca: TestCa, csr: CertificationRequest): string => {
  const now = Date.now();
  const tbs = new TBSCertificate({
    version: Version.v3,
    serialNumber: new Uint8Array([0x01, ...randomBytes(8)]).buffer,
    signature: new AlgorithmIdentifier({ algorithm: ECDSA_WITH_SHA256 }),
    issuer: ca.name,
    validity: new Validity({ notBefore: new Date(now - 60_000), notAfter: new Date(now + 365 * 86_400_000) }),
    subject: csr.certificationRequestInfo.subject,
    subjectPublicKeyInfo: csr.certificationRequestInfo.subjectPKInfo,
  });
  const signature = createSign('sha256').update(Buffer.from(AsnConvert.serialize(tbs))).sign(ca.privateKey);
  const certificate = new Certificate({ tbsCertificate: tbs, signatureAlgorithm: new AlgorithmIdentifier({ algorithm: ECDSA_WITH_SHA256 }), signatureValue: new Uint8Array(signature).buffer });
  return Buffer.from(AsnConvert.serialize(certificate)).toString('base64');
};
