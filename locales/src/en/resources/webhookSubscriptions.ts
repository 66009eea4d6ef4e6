import type { webhookSubscriptions } from '@club/schema/resources/webhookSubscriptions';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof webhookSubscriptions>({
  name: 'Webhook |||| Webhooks',
  fields: {
    name: 'Name',
    url: 'Target URL',
    resource: 'Records of',
    events: 'Events',
    roleId: 'Reads as role',
    status: 'State',
    ownerId: 'Owner',
    secretSetAt: 'Secret made at',
    failuresInRow: 'Failed deliveries in a row',
    failingSince: 'Failing since',
  },
  enums: { status: { active: 'Active', paused: 'Paused' } },
  actions: { 'new-secret': 'New secret' },
  rules: {
    addressNotAllowed: 'This address is on this machine or a private network: webhooks are not sent there unless the server allows the host (INTEGRATION_ALLOWED_HOSTS)',
    urlScheme: 'Enter an http:// or https:// address',
    subscribable: 'Choose a kind of record webhooks may be sent for',
    events: 'Choose one or more events of this kind of record: %{events}',
  },
  texts: {
    created: 'Created',
    updated: 'Updated',
    deleted: 'Deleted',
    events: 'Events to send',
    secretTitle: 'Signing secret',
    noSecret: 'This webhook has no secret yet: nothing is sent until you make one.',
    secretSet: 'Its secret was made on %{date}. It is never shown again: make a new one if it was lost.',
    newSecret: 'Make a new secret',
    newSecretText: 'The current secret stops working at once. The new one is shown only now: copy it into the receiving system.',
    secret: 'Signing secret',
    separator: ', ',
    pausedNotice: 'Paused after %{failed} failed deliveries in a row or %{hours} hours of failures. Check the receiver, then set it to Active again.',
  },
});
