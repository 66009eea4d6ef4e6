import type { correspondenceSettings } from '@club/schema/resources/correspondenceSettings';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof correspondenceSettings>({
  name: 'Correspondence settings |||| Correspondence settings',
  fields: {
    incomingPrefix: 'Incoming prefix',
    outgoingPrefix: 'Outgoing prefix',
    internalPrefix: 'Internal prefix',
    numberDigits: 'Digits of the number',
    answerWithinDays: 'Answer within (days)',
  },
  rules: {
    distinctPrefixes: 'Each direction has a prefix of its own: letters of two directions would share numbers',
  },
});
