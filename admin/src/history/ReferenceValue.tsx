import { useGetManyAggregate } from 'react-admin';
import { representRecord } from '../export/representRecord';
import { resourceNameFor } from '../resources/names';
import { changeText } from './changeText';

/**
 * A reference's value in a record's history as the record it names (its representation, like the
 * record's own page), not its id; the id while the record is on its way, or when the reader may not
 * see it. The lookups of one history are batched into one request per resource.
 */
export const ReferenceValue = ({ target, value }: { target: string; value: unknown }) => {
  const ids = value === null || value === undefined || value === '' ? [] : [value].flat().map(String);
  const { data } = useGetManyAggregate(resourceNameFor(target), { ids }, { enabled: ids.length > 0 });
  if (ids.length === 0) return <>{changeText(value)}</>;
  return <>{ids.map((id) => representRecord(target, data?.find((record) => String(record.id) === id)) || changeText(id)).join(', ')}</>;
};
