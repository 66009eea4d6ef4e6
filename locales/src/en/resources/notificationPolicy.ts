import type { notificationPolicy } from '@club/schema/resources/notificationPolicy';
import { defineResourceLocale } from '../../types';
import { requiredNotificationLabels } from '../notificationLabels';

export const locale = defineResourceLocale<typeof notificationPolicy>({
  name: 'Required notifications |||| Required notifications',
  fields: { required: 'Everyone is told (whatever their own settings)' },
  enums: { required: requiredNotificationLabels },
});
