import type { tripPassengers } from '@club/schema/resources/tripPassengers';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof tripPassengers>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'ركاب |||| راكب |||| الركاب |||| ركاب |||| راكبًا |||| راكب',
  fields: {
    tripId: 'الرحلة',
    passengerType: 'نوع الراكب',
    playerId: 'اللاعب',
    employeeId: 'الموظف',
    passengerName: 'الاسم',
    phone: 'الجوال',
    boardingStopId: 'محطة الصعود',
    seatNumber: 'المقعد',
    boardedAt: 'صعد في',
    droppedAt: 'نزل في',
    status: 'الحالة',
    notes: 'ملاحظات',
  },
  enums: {
    passengerType: {
      player: 'لاعب',
      staff: 'موظف',
      guest: 'ضيف',
    },
    status: {
      booked: 'محجوز',
      boarded: 'على متن الحافلة',
      dropped: 'نزل',
      noShow: 'لم يحضر',
    },
  },
  actions: { board: 'صعد إلى الحافلة', 'drop-off': 'نزل', 'no-show': 'لم يحضر', rebook: 'إعادة الحجز' },
  rules: {
    tripOpen: 'الرحلة مكتملة أو ملغاة: لا يتغير ركابها',
    stopOnRoute: 'محطة الصعود من محطات مسار الرحلة',
    busSeats: 'الحافلة ممتلئة: مقاعدها الـ %{seats} محجوزة',
    playerNamed: 'اختر اللاعب',
    staffNamed: 'اختر الموظف',
    guestNamed: 'اكتب اسم الضيف',
    droppedAfterBoarding: 'ينزل الراكب بعد صعوده',
    playerOnce: 'هذا الشخص راكب في الرحلة بالفعل',
    staffOnce: 'هذا الشخص راكب في الرحلة بالفعل',
  },
});
