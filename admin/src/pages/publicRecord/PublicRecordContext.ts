import { createContext, useContext } from 'react';
import type { RaRecord } from 'react-admin';

/**
 * The record of the public page being shown (with its public lines), for the inputs of its form
 * that depend on it (a survey's answers follow its questions). Undefined inside the signed-in admin.
 */
export const PublicRecordContext = createContext<RaRecord | undefined>(undefined);

export const usePublicRecord = (): RaRecord | undefined => useContext(PublicRecordContext);
