import { toE164 } from '@club/schema';
import { randomInt } from 'node:crypto';
import type { PoolClient } from 'pg';
import type { OverrideServices } from '../../server-overrides/define';
import { sendVisitMessage, visitSettingsOf, type Placeholders, type Recipient, type VisitMessage } from './visit-messages';

// Letters and digits a guard reads aloud without doubt (no 0/O, 1/I/L).
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** An invitation's short code for the gate: 6 characters, about 887 million of them (unique index). */
export const invitationCode = (): string => Array.from({ length: 6 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

/** The host's name as visitors read it: the Arabic name when the employee has one. */
export const hostNameOf = async (client: PoolClient, hostId: unknown): Promise<string | null> => {
  if (typeof hostId !== 'string') return null;
  const { rows } = await client.query(`SELECT coalesce(nullif("full_name_ar", ''), "full_name") AS "name" FROM "employees" WHERE "id" = $1`, [hostId]);
  return (rows[0]?.name as string | undefined) ?? null;
};

/** An invitation as the messages need it (the API's camelCase record). */
export interface InvitationFacts {
  id: string;
  visitorName: string;
  phone?: string | null;
  email?: string | null;
  hostId?: string | null;
  hostName?: string | null;
  visitDate?: string | null;
  startTime?: string | null;
  place?: string | null;
  code?: string | null;
}

/** The moments of SPEC §3's messages. */
export type VisitMoment = 'registered' | 'approved' | 'checkedIn' | 'checkedOut';

const contactOfEmployee = async (client: PoolClient, id: unknown) => {
  if (typeof id !== 'string') return {};
  const { rows } = await client.query('SELECT "phone", "email" FROM "employees" WHERE "id" = $1', [id]);
  return (rows[0] ?? {}) as { phone?: string | null; email?: string | null };
};

/** What the messages of a visit go out through: the outbox, the admin's address, the survey's personal links. */
export type VisitChannels = Pick<OverrideServices, 'outbox' | 'publicUrl' | 'personalLinks' | 'rules'>;

/**
 * Sends what the invitation configuration says for this moment of a visit, in the write's
 * transaction: registered → the visitor's "invitation sent" and the approver's authorization
 * notice (baptism); approved → "accepted" and the invitation's link; checked in → the visitor's
 * welcome and the host's notice of the arrival; checked out → the farewell and the survey's link,
 * personal to the visitor (its token names them on their answer; nothing else can).
 */
export const announceVisit = async (client: PoolClient, { outbox, publicUrl, personalLinks, rules }: VisitChannels, invitation: InvitationFacts, moment: VisitMoment): Promise<void> => {
  const visitor = { phone: invitation.phone, email: invitation.email };
  const values: Placeholders = {
    visitorName: invitation.visitorName,
    hostName: invitation.hostName ?? undefined,
    date: invitation.visitDate ?? undefined,
    time: invitation.startTime?.slice(0, 5),
    place: invitation.place ?? undefined,
    code: invitation.code ?? undefined,
    link: `${publicUrl}/Invitation/${invitation.id}`,
  };
  // The configuration is read once for the moment's messages.
  const settings = await visitSettingsOf(client);
  // An email's subject in both languages (nobody knows the reader's), from the configuration's words.
  const subjectOf = (message: VisitMessage) => (['ar', 'en'] as const).map((locale) => rules.text({ resource: 'invitationSettings', locale }, message)).join(' · ');
  const send = (message: VisitMessage, to: Recipient, filled: Placeholders = values) => sendVisitMessage(client, outbox, settings, message, to, filled, subjectOf(message));
  switch (moment) {
    case 'registered': {
      await send('invitationSentMessage', visitor);
      await send('baptismMessage', await contactOfEmployee(client, settings.approverId), { ...values, link: `${publicUrl}/Visits/Invitation/${invitation.id}/show` });
      return;
    }
    case 'approved':
      await send('invitationAcceptanceMessage', visitor);
      await send('invitationLinkMessage', visitor);
      return;
    case 'checkedIn':
      await send('visitorEntryMessage', visitor);
      await send('visitorNotificationMessage', await contactOfEmployee(client, invitation.hostId), { ...values, link: `${publicUrl}/Visits/Invitation/${invitation.id}/show` });
      return;
    case 'checkedOut': {
      await send('departureMessage', visitor);
      // The survey set in the configuration, while it takes answers, for a visitor with a phone (its address carries it).
      const { rows } = await client.query(`SELECT 1 FROM "surveys" WHERE "id" = $1 AND "status" = 'published'`, [settings.surveyId ?? null]);
      // No token for a message that is switched off.
      if (rows[0] && invitation.phone && settings.surveyId && settings.surveyMessageEnabled && settings.surveyMessage?.trim()) {
        const token = await personalLinks.issueLink(client, { resource: 'surveys', id: settings.surveyId }, { resource: 'invitations', id: invitation.id });
        const phone = encodeURIComponent(toE164(invitation.phone) ?? invitation.phone);
        await send('surveyMessage', visitor, { ...values, link: `${publicUrl}/formView/${settings.surveyId}/${phone}?token=${token}` });
      }
      return;
    }
  }
};
