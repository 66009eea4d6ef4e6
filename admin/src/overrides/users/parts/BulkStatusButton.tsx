import type { ReactElement } from 'react';
import { Button, useListContext, useNotify, useRefresh, useResourceContext, useTranslate, useUpdateMany } from 'react-admin';

export interface BulkStatusButtonProps {
  status: string;
  /** app.users.* keys: the button, its loading text, its success count and its error. */
  label: string;
  loading: string;
  done: string;
  failed: string;
  icon: ReactElement;
}

/**
 * Sets the status of the selected users (SPEC §4) with one PUT per user (partial bodies):
 * a loading text while it runs, then a success count, or the spec's error.
 */
export const BulkStatusButton = ({ status, label, loading, done, failed, icon }: BulkStatusButtonProps) => {
  // The list's own unselect: its selection is kept under the list's store key, not the resource's.
  const { selectedIds, onUnselectItems } = useListContext();
  const resource = useResourceContext();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [updateMany, { isPending }] = useUpdateMany();
  const count = selectedIds.length;
  const run = () =>
    updateMany(
      resource,
      { ids: selectedIds, data: { status } },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(done, { type: 'success', messageArgs: { smart_count: count } });
          onUnselectItems();
          refresh();
        },
        onError: () => notify(failed, { type: 'error' }),
      },
    );
  return (
    <Button
      label={isPending ? translate(loading, { smart_count: count }) : label}
      onClick={run}
      disabled={isPending}
      aria-busy={isPending}
      className={`users-bulk-${status}`}
    >
      {icon}
    </Button>
  );
};
