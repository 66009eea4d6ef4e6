import type { DataProvider, RaRecord } from 'react-admin';
import { manifestEntryOf } from '../resources/manifest';
import { hasRecordName, rememberRecordNames } from '../resources/recordNames';
import { representationOf } from '../resources/representationOf';

/**
 * Before records whose name includes another record (an attendance record: its employee and day)
 * reach a screen, the records they refer to are fetched by name, those not known yet in one
 * request per kind: every title, row label and toast then names them, never by id. A kind the
 * person may not read stays unnamed (its part of the name is left out).
 */
export const nameReferences = async (getMany: DataProvider['getMany'], apiName: string, records: readonly RaRecord[]): Promise<void> => {
  const referenced = Object.entries(manifestEntryOf(apiName)?.referencedRepresentation ?? {});
  await Promise.all(
    referenced.map(async ([field, target]) => {
      const ids = [...new Set(records.map((record) => record[field]).filter((id) => id !== null && id !== undefined && id !== '' && !hasRecordName(target, id)))];
      if (ids.length === 0) return;
      const entry = manifestEntryOf(target);
      if (!entry) return;
      try {
        const { data } = await getMany(target, { ids });
        await nameReferences(getMany, target, data);
        rememberRecordNames(target, data, representationOf(entry));
      } catch {
        // Not the person's to read: the name goes without it.
      }
    }),
  );
};
