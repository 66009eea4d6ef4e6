import { useCallback } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { mutationErrorMessage } from './mutationErrorMessage';

export type WriteKind = 'edit' | 'delete' | 'bulkDelete';

const FAILED: Record<WriteKind, string> = {
  edit: 'app.errors.editFailed',
  delete: 'app.errors.deleteFailed',
  bulkDelete: 'app.errors.bulkDeleteFailed',
};

/**
 * SPEC §8: a refused edit says "Edit failed", a refused delete "Delete failed", a refused bulk
 * delete "Bulk delete failed", each with the server's reason after it (its `title` or `message`,
 * already in the screen's language). Field errors still show on their fields.
 */
export const useWriteFailure = (kind: WriteKind) => {
  const notify = useNotify();
  const translate = useTranslate();
  return useCallback(
    (error: unknown) => {
      const reason = mutationErrorMessage(error);
      notify(`${translate(FAILED[kind])}: ${translate(reason, { _: reason })}`, { type: 'error' });
    },
    [kind, notify, translate],
  );
};
