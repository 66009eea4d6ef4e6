import type { medicalRecords } from '@club/schema/resources/medicalRecords';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof medicalRecords>({
  name: 'Medical record |||| Medical records',
  fields: {
    playerId: 'Player',
    recordType: 'Type',
    title: 'Title',
    bodyPart: 'Body part',
    severity: 'Severity',
    occurredOn: 'Occurred on',
    diagnosis: 'Diagnosis',
    treatment: 'Treatment given',
    doctorName: 'Doctor',
    status: 'Status',
    expectedReturnDate: 'Expected return',
    resolvedOn: 'Resolved on',
    attachments: 'Attachments',
  },
  enums: {
    recordType: { injury: 'Injury', illness: 'Illness', condition: 'Chronic condition', allergy: 'Allergy', surgery: 'Surgery' },
    bodyPart: { head: 'Head', neck: 'Neck', shoulder: 'Shoulder', arm: 'Arm', back: 'Back', hip: 'Hip', thigh: 'Thigh', knee: 'Knee', ankle: 'Ankle', foot: 'Foot', other: 'Other' },
    severity: { minor: 'Minor', moderate: 'Moderate', severe: 'Severe' },
    status: { active: 'Active', recovering: 'Recovering', resolved: 'Resolved' },
  },
  rules: {
    occurredNotFuture: 'It happened today or earlier',
    returnAfterOccurred: 'The expected return comes after it happened',
    resolvedAfterOccurred: 'It was resolved after it happened',
  },
});
