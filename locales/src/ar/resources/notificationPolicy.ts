import type { notificationPolicy } from '@club/schema/resources/notificationPolicy';
import { defineResourceLocale } from '../../types';
import { requiredNotificationLabels } from '../notificationLabels';

export const locale = defineResourceLocale<typeof notificationPolicy>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'الإشعارات الإلزامية |||| الإشعارات الإلزامية |||| الإشعارات الإلزامية |||| الإشعارات الإلزامية |||| الإشعارات الإلزامية |||| الإشعارات الإلزامية',
  fields: { required: 'يُبلَّغ بها الجميع (أيًّا كانت إعداداتهم)' },
  enums: { required: requiredNotificationLabels },
});
