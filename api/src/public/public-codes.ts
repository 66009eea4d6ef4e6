import type { Pool, PoolClient } from 'pg';
import { OneTimeCodes, type OtpCheck } from '../auth/recovery/one-time-codes';
import type { Proof } from '../crud/crud.service';

/** A code texted to the phone on file lives 10 minutes, like a password-reset code. */
export const PUBLIC_CODE_SECONDS = 10 * 60;
/** A personal link (a visitor's survey link, sent at check-out) lives 30 days. */
export const PERSONAL_LINK_SECONDS = 30 * 24 * 60 * 60;

/** A public page's form: the page's resource and record, and the form's key (none: the page's own form). */
export interface PublicFormAddress {
  resource: string;
  id: string;
  form?: string;
}

/** The form as its API path says it: `surveys/{id}`, `eventOpportunities/{id}/forms/attendance`. */
const pathOf = (address: PublicFormAddress): string => `${address.resource}/${address.id}${address.form ? `/forms/${address.form}` : ''}`;

/** Whose a secret is: the form and the person, so it opens that form only, for that person only. */
const holderOf = (address: PublicFormAddress, person: Proof): string => `${pathOf(address)}:${person.resource}/${person.id}`;

/** The person a holder key names for this form, or undefined when it is another form's. */
const personOf = (holder: string, address: PublicFormAddress): Proof | undefined => {
  const prefix = `${pathOf(address)}:`;
  if (!holder.startsWith(prefix)) return undefined;
  const [resource, id, ...rest] = holder.slice(prefix.length).split('/');
  return resource && id && rest.length === 0 ? { resource, id } : undefined;
};

/**
 * The one-time codes and personal links of public pages' people (not users): a volunteer's
 * check-in code texted to the phone on file, a visitor's survey link texted after the visit.
 * Kept beside users' in one_time_codes (OneTimeCodes: hashed, expiring, newest only, a code dead
 * after five wrong tries), each bound to one form and one person.
 */
export class PublicCodes {
  private readonly codes: OneTimeCodes;

  constructor(pool: Pool) {
    this.codes = new OneTimeCodes(pool, '"holder"');
  }

  /** A new 6-digit code for the person on this form (their older ones die). */
  issueCode(client: PoolClient, address: PublicFormAddress, person: Proof): Promise<string> {
    return this.codes.issueOtp(client, holderOf(address, person), PUBLIC_CODE_SECONDS);
  }

  /** Checks the person's newest live code for this form; a right one is used up, a wrong one counted. Run it in a transaction. */
  checkCode(client: PoolClient, address: PublicFormAddress, person: Proof, code: string): Promise<OtpCheck> {
    return this.codes.verifyOtp(client, holderOf(address, person), code);
  }

  /** A new personal link token: it names the person when sent with this form. */
  issueLink(client: PoolClient, address: PublicFormAddress, person: Proof): Promise<string> {
    return this.codes.issueLink(client, holderOf(address, person), 'personalLink', PERSONAL_LINK_SECONDS);
  }

  /** The live link of this form the token is, and the person it names; undefined for any other text. */
  async findLink(client: Pick<Pool, 'query'>, address: PublicFormAddress, token: unknown): Promise<{ id: string; person: Proof } | undefined> {
    const link = await this.codes.findLink(client, token, 'personalLink');
    const person = link && personOf(link.userId, address);
    return link && person ? { id: link.id, person } : undefined;
  }

  /** Uses a link up; false when it was used (or expired) meanwhile. */
  markUsed(client: Pick<Pool, 'query'>, id: string): Promise<boolean> {
    return this.codes.markUsed(client, id);
  }

  cleanUpNowAndThen(): Promise<void> {
    return this.codes.cleanUpNowAndThen();
  }
}
