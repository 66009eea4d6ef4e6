import type { medicalCheckups } from '@club/schema/resources/medicalCheckups';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof medicalCheckups>({
  name: 'Medical checkup |||| Medical checkups',
  fields: {
    playerId: 'Player',
    checkupDate: 'Checkup date',
    type: 'Checkup type',
    doctorName: 'Doctor',
    result: 'Verdict',
    restrictions: 'Restrictions',
    validUntil: 'Valid until',
    restingHeartRate: 'Resting heart rate',
    bloodPressure: 'Blood pressure',
    notes: 'Notes',
  },
  enums: {
    type: { preSeason: 'Pre-season', periodic: 'Periodic', returnToPlay: 'Return to play', cardiac: 'Cardiac screening' },
    result: { fit: 'Fit to play', fitWithRestrictions: 'Fit with restrictions', unfit: 'Unfit' },
  },
  rules: {
    noValidityUnfit: 'An unfit verdict holds no validity',
    checkupNotFuture: 'A checkup is dated today or earlier',
    restrictionsNamed: 'Name the restrictions',
    validityOfFit: 'A fit verdict says until when it holds',
    validAfterCheckup: 'The verdict holds until after the checkup',
  },
});
