import { createHash } from 'node:crypto';
import { hashableForm } from './canonical-xml';

/**
 * The first invoice's previous hash: the hash of "0" as ZATCA's samples write it (the base64 of
 * the SHA-256's hex digits, NWZlY2Vi…), not of the raw digest like every later one.
 */
export const FIRST_PREVIOUS_HASH = Buffer.from(createHash('sha256').update('0').digest('hex')).toString('base64');

/** The invoice hash (KSA-13 of the next invoice): SHA-256 of its hashable canonical form, in base64. */
export const invoiceHash = (xml: string): string => createHash('sha256').update(hashableForm(xml), 'utf8').digest('base64');
