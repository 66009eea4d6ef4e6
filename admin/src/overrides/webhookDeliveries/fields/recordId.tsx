import { recordPointerField } from '../../../fields/RecordPointerField';

/** The record the delivery told of, by its name and linked to its page: its kind is the event type's first part (`tasks.created`). */
export default recordPointerField((delivery) => String(delivery.eventType ?? '').split('.')[0] ?? '');
