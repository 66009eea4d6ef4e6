import { CheckboxGroupInput, required, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { eventLabel, eventsOf, WEBHOOKS } from '../../../webhooks/texts';

/** The events to send: created, updated, deleted and the chosen kind of record's own actions, as check boxes. */
const EventsInput = ({ source }: { source: string }) => {
  const translate = useTranslate();
  const resource = useWatch({ name: 'resource' }) as string | undefined;
  const choices = eventsOf(resource).map((event) => ({ id: event, name: eventLabel(translate, resource, event) }));
  return <CheckboxGroupInput source={source} label={translate(`resources.${WEBHOOKS}.fields.${source}`)} choices={choices} validate={required()} row />;
};

export default EventsInput;
