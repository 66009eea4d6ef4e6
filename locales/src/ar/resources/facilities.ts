import type { facilities } from '@club/schema/resources/facilities';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof facilities>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'مرافق |||| مرفق |||| المرافق |||| مرافق |||| مرفقًا |||| مرفق',
  fields: {
    name: 'اسم المرفق',
    type: 'النوع',
    status: 'الحالة',
    capacity: 'السعة',
    surface: 'نوع الأرضية',
    location: 'الموقع',
    bookingDate: 'تاريخ الحجز',
    assignedTo: 'مخصص لـ',
    hourlyRate: 'سعر الساعة',
    lighting: 'الإنارة الكاشفة',
    description: 'الوصف',
    areaSqm: 'المساحة (م²)',
    opensAt: 'يفتح الساعة',
    closesAt: 'يغلق الساعة',
    amenities: 'المرافق المتاحة',
  },
  enums: {
    surface: { naturalGrass: 'عشب طبيعي', artificialTurf: 'عشب صناعي', hardwood: 'أرضية خشبية', synthetic: 'أرضية مطاطية', sand: 'رمل', none: 'بدون' },
    type: {
      stadium: 'ملعب رئيسي',
      trainingPitch: 'ملعب تدريب',
      hall: 'قاعة',
      gym: 'صالة لياقة بدنية',
      pool: 'مسبح',
      court: 'ملعب صالات',
      residence: 'سكن',
      clinic: 'عيادة',
      camp: 'معسكر',
    },
    status: { available: 'متاح', booked: 'محجوز', underMaintenance: 'تحت الصيانة', closed: 'مغلق' },
    amenities: {
      changingRooms: 'غرف تبديل الملابس',
      showers: 'دورات المياه والاستحمام',
      parking: 'مواقف السيارات',
      spectatorSeating: 'مقاعد الجمهور',
      scoreboard: 'لوحة النتائج',
      firstAid: 'غرفة الإسعافات الأولية',
    },
  },
  views: {
    stadiums: 'ملاعب |||| ملعب |||| الملاعب |||| ملاعب |||| ملعبًا |||| ملعب',
    halls: 'قاعات |||| قاعة |||| القاعات والصالات |||| قاعات |||| قاعةً |||| قاعة',
    housing: 'مبانٍ |||| مبنى سكن |||| السكن |||| مبانٍ |||| مبنى |||| مبنى',
    camps: 'معسكرات |||| معسكر |||| المعسكرات |||| معسكرات |||| معسكرًا |||| معسكر',
  },
});
