import { AsnConvert } from '@peculiar/asn1-schema';
import { Certificate } from '@peculiar/asn1-x509';
import { X509Certificate, createPrivateKey, createSign, type KeyObject } from 'node:crypto';

/** What signs the unit's invoices: its private key and the CSID certificate ZATCA issued for it. */
export interface SigningKey {
  /** PKCS#8 PEM of the secp256k1 key. */
  privateKey: string;
  /** The certificate's DER in base64, as it goes into ds:X509Certificate. */
  certificate: string;
}

export const certificateOf = (key: SigningKey): X509Certificate => new X509Certificate(Buffer.from(key.certificate, 'base64'));

/** The certificate's public key as DER (SubjectPublicKeyInfo): QR tag 8. */
export const publicKeyDer = (key: SigningKey): Buffer => certificateOf(key).publicKey.export({ type: 'spki', format: 'der' });

/** The issuing CA's signature over the certificate: QR tag 9 (simplified invoices). */
export const certificateSignature = (key: SigningKey): Buffer => Buffer.from(AsnConvert.parse(Buffer.from(key.certificate, 'base64'), Certificate).signatureValue);

/** The issuer's name as XAdES writes it (RFC 4514 order, most specific first), and the serial in decimal. */
export const issuerSerialOf = (key: SigningKey): { issuer: string; serial: string } => {
  const certificate = certificateOf(key);
  const issuer = certificate.issuer.split('\n').reverse().join(', ');
  return { issuer, serial: BigInt(`0x${certificate.serialNumber}`).toString(10) };
};

const privateKeyOf = (key: SigningKey): KeyObject => createPrivateKey(key.privateKey);

/** ECDSA (secp256k1) with SHA-256 over the invoice hash's bytes, DER-encoded, in base64: what ZATCA's SDK signs. */
export const signHash = (key: SigningKey, hash: string): string => createSign('sha256').update(Buffer.from(hash, 'base64')).sign(privateKeyOf(key)).toString('base64');
