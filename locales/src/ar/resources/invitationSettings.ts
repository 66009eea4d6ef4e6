import type { invitationSettings } from '@club/schema/resources/invitationSettings';
import { defineResourceLocale } from '../../types';

// SPEC §2 sidebar item "Invite Data & Message Settings" (/Visits/configInvitation).
export const locale = defineResourceLocale<typeof invitationSettings>({
  // One settings screen: every plural form is its title.
  name: 'إعدادات بيانات الدعوة والرسائل |||| إعدادات بيانات الدعوة والرسائل |||| إعدادات بيانات الدعوة والرسائل |||| إعدادات بيانات الدعوة والرسائل |||| إعدادات بيانات الدعوة والرسائل |||| إعدادات بيانات الدعوة والرسائل',
  fields: {
    approverId: 'المعتمِد',
    surveyId: 'الاستبيان بعد الزيارة',
    baptismMessageEnabled: 'إرسال رسالة التعميد',
    baptismMessage: 'رسالة التعميد',
    invitationAcceptanceMessageEnabled: 'إرسال رسالة قبول الدعوة',
    invitationAcceptanceMessage: 'رسالة قبول الدعوة',
    invitationSentMessageEnabled: 'إرسال رسالة إرسال الدعوة',
    invitationSentMessage: 'رسالة إرسال الدعوة',
    invitationLinkMessageEnabled: 'إرسال رسالة رابط الدعوة',
    invitationLinkMessage: 'رسالة رابط الدعوة',
    visitorEntryMessageEnabled: 'إرسال رسالة دخول الزائر',
    visitorEntryMessage: 'رسالة دخول الزائر',
    visitorNotificationMessageEnabled: 'إرسال رسالة إشعار الزائر',
    visitorNotificationMessage: 'رسالة إشعار الزائر',
    departureMessageEnabled: 'إرسال رسالة المغادرة',
    departureMessage: 'رسالة المغادرة',
    surveyMessageEnabled: 'إرسال رسالة الاستبيان',
    surveyMessage: 'رسالة الاستبيان',
  },
  // The subjects of the configured messages sent by email.
  texts: {
    baptismMessage: 'دعوة بانتظار اعتمادك',
    invitationAcceptanceMessage: 'تم اعتماد دعوتك',
    invitationSentMessage: 'دعوة لزيارة النادي',
    invitationLinkMessage: 'رابط دعوتك',
    visitorEntryMessage: 'أهلًا بك في النادي',
    visitorNotificationMessage: 'وصل زائرك',
    departureMessage: 'شكرًا لزيارتك',
    surveyMessage: 'شاركنا رأيك في زيارتك',
  },
});
