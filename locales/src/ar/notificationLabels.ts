import { NOTIFICATION_CHANNELS, NOTIFICATION_TOPICS, requiredNotificationOf, type NotificationChannel, type NotificationTopic, type RequiredNotification } from '@club/schema';

// مواضيع الإشعارات وقنواتها (schema/src/notification-topics.ts) بتسمية واحدة لشاشة الإعدادات وسياسة النادي والإشعارات.
export const notificationTopicLabels: Record<NotificationTopic, string> = {
  tasksAssigned: 'ما يُسند إليّ',
  mentioned: 'عندما يُشار إليّ',
  following: 'تغيير أو تعليق على سجل أتابعه',
  approvals: 'ما ينتظر موافقتي',
  reminders: 'تذكيرات المواعيد المستحقة',
  meetingsVisits: 'الاجتماعات والزيارات المخططة',
  maintenanceRequests: 'طلبات الصيانة',
  invitations: 'الدعوات',
};
export const notificationChannelLabels: Record<NotificationChannel, string> = { inApp: 'داخل التطبيق', email: 'البريد الإلكتروني', sms: 'رسالة نصية' };

/** «عندما يُشار إليّ · البريد الإلكتروني»: موضوع وقناة من سياسة النادي. */
export const requiredNotificationLabels = Object.fromEntries(
  NOTIFICATION_TOPICS.flatMap((topic) => NOTIFICATION_CHANNELS.map((channel) => [requiredNotificationOf(topic, channel), `${notificationTopicLabels[topic]} · ${notificationChannelLabels[channel]}`])),
) as Record<RequiredNotification, string>;

export const noticeKindLabels = { assigned: 'أُسند إليك', approval: 'بانتظار قرارك', reminder: 'تذكير', mentioned: 'أُشير إليك', commented: 'تعليق جديد', changed: 'تغيير' };
