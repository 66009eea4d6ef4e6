import type { residenceRooms } from '@club/schema/resources/residenceRooms';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof residenceRooms>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'غرف |||| غرفة |||| غرف السكن |||| غرف |||| غرفةً |||| غرفة',
  fields: {
    facilityId: 'المبنى',
    roomNumber: 'الغرفة',
    floor: 'الطابق',
    beds: 'الأسرّة',
    gender: 'مخصصة لـ',
    status: 'الحالة',
    occupiedBeds: 'الأسرّة المشغولة',
    freeBeds: 'الأسرّة الشاغرة',
    amenities: 'المرافق',
    notes: 'ملاحظات',
  },
  enums: {
    gender: { male: 'بنين', female: 'بنات' },
    status: { inService: 'في الخدمة', maintenance: 'تحت الصيانة', closed: 'مغلقة' },
    amenities: {
      privateBathroom: 'دورة مياه خاصة',
      desk: 'مكتب للمذاكرة',
      wardrobe: 'خزانة ملابس',
      airConditioning: 'تكييف',
      balcony: 'شرفة',
    },
  },
  rules: {
    inHousing: 'تكون الغرفة في مبنى سكن',
    bedsForOccupants: 'يسكن الغرفة الآن %{taken} لاعبين: لا يقل عدد أسرّتها عن ذلك',
  },
});
