import { createHash } from 'node:crypto';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces';
import { canonical, elementAt, parseXml } from './canonical-xml';
import { UBL } from './ubl-names';

/** What the signature block holds besides its own digests. */
export interface XadesInput {
  certificate: string;
  issuer: string;
  serial: string;
  /** Riyadh local time, ISO 8601 without a zone. */
  signingTime: string;
}

export interface XadesValues {
  invoiceHash: string;
  signedPropertiesHash: string;
  signatureValue: string;
}

/** ZATCA's SDK writes these digests as the base64 of the SHA-256's hex digits, and its validator expects that form. */
export const hexDigestBase64 = (text: string): string => Buffer.from(createHash('sha256').update(text, 'utf8').digest('hex')).toString('base64');

const XPATH_LEFT_OUT = ['not(//ancestor-or-self::ext:UBLExtensions)', 'not(//ancestor-or-self::cac:Signature)', "not(//ancestor-or-self::cac:AdditionalDocumentReference[cbc:ID='QR'])"];

/** The enveloped XAdES signature of ZATCA's security standard, written into ext:ExtensionContent. */
export const writeXadesSignature = (content: XMLBuilder, input: XadesInput, values: XadesValues): void => {
  const information = content
    .ele('sig:UBLDocumentSignatures', { 'xmlns:sig': UBL.sig, 'xmlns:sac': UBL.sac, 'xmlns:sbc': UBL.sbc })
    .ele('sac:SignatureInformation');
  information.ele('cbc:ID').txt('urn:oasis:names:specification:ubl:signature:1');
  information.ele('sbc:ReferencedSignatureID').txt('urn:oasis:names:specification:ubl:signature:Invoice');
  const signature = information.ele('ds:Signature', { 'xmlns:ds': UBL.ds, Id: 'signature' });
  const signedInfo = signature.ele('ds:SignedInfo');
  signedInfo.ele('ds:CanonicalizationMethod', { Algorithm: 'http://www.w3.org/2006/12/xml-c14n11' });
  signedInfo.ele('ds:SignatureMethod', { Algorithm: 'http://www.w3.org/2001/04/xmldsig-more#ecdsa-sha256' });
  const invoice = signedInfo.ele('ds:Reference', { Id: 'invoiceSignedData', URI: '' });
  const transforms = invoice.ele('ds:Transforms');
  for (const xpath of XPATH_LEFT_OUT) transforms.ele('ds:Transform', { Algorithm: 'http://www.w3.org/TR/1999/REC-xpath-19991116' }).ele('ds:XPath').txt(xpath);
  transforms.ele('ds:Transform', { Algorithm: 'http://www.w3.org/2006/12/xml-c14n11' });
  invoice.ele('ds:DigestMethod', { Algorithm: 'http://www.w3.org/2001/04/xmlenc#sha256' });
  invoice.ele('ds:DigestValue').txt(values.invoiceHash);
  const properties = signedInfo.ele('ds:Reference', { Type: 'http://www.w3.org/2000/09/xmldsig#SignatureProperties', URI: '#xadesSignedProperties' });
  properties.ele('ds:DigestMethod', { Algorithm: 'http://www.w3.org/2001/04/xmlenc#sha256' });
  properties.ele('ds:DigestValue').txt(values.signedPropertiesHash);
  signature.ele('ds:SignatureValue').txt(values.signatureValue);
  signature.ele('ds:KeyInfo').ele('ds:X509Data').ele('ds:X509Certificate').txt(input.certificate);
  const signed = signature
    .ele('ds:Object')
    .ele('xades:QualifyingProperties', { 'xmlns:xades': UBL.xades, Target: 'signature' })
    .ele('xades:SignedProperties', { Id: 'xadesSignedProperties' })
    .ele('xades:SignedSignatureProperties');
  signed.ele('xades:SigningTime').txt(input.signingTime);
  const cert = signed.ele('xades:SigningCertificate').ele('xades:Cert');
  const digest = cert.ele('xades:CertDigest');
  digest.ele('ds:DigestMethod', { Algorithm: 'http://www.w3.org/2001/04/xmlenc#sha256' });
  digest.ele('ds:DigestValue').txt(hexDigestBase64(input.certificate));
  const serial = cert.ele('xades:IssuerSerial');
  serial.ele('ds:X509IssuerName').txt(input.issuer);
  serial.ele('ds:X509SerialNumber').txt(input.serial);
};

/** The xades:SignedProperties of a signed invoice, canonical (C14N with the namespaces it inherits). */
export const signedPropertiesForm = (xml: string): string => {
  const root = parseXml(xml).documentElement!;
  const signature = elementAt(root, [UBL.ext, 'UBLExtensions'], [UBL.ext, 'UBLExtension'], [UBL.ext, 'ExtensionContent'], [UBL.sig, 'UBLDocumentSignatures'], [UBL.sac, 'SignatureInformation'], [UBL.ds, 'Signature']);
  const properties = signature && elementAt(signature, [UBL.ds, 'Object'], [UBL.xades, 'QualifyingProperties'], [UBL.xades, 'SignedProperties']);
  if (!properties) throw new Error('The invoice has no xades:SignedProperties');
  return canonical(properties);
};
