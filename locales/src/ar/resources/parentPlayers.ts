import type { parentPlayers } from '@club/schema/resources/parentPlayers';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof parentPlayers>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'روابط |||| رابط |||| أولياء أمور اللاعبين |||| روابط |||| رابطًا |||| رابط',
  fields: {
    parentId: 'ولي الأمر',
    playerId: 'اللاعب',
    relation: 'صلة القرابة',
    isPrimaryContact: 'جهة الاتصال الرئيسية',
    canPickUp: 'مخوَّل بالاستلام',
    notes: 'ملاحظات',
  },
  enums: {
    relation: { father: 'الأب', mother: 'الأم', brother: 'الأخ', sister: 'الأخت', uncle: 'العم أو الخال', grandparent: 'الجد أو الجدة', guardian: 'الوصي الشرعي' },
  },
  rules: {
    onePrimaryContact: 'للاعب جهة اتصال رئيسية واحدة',
  },
});
