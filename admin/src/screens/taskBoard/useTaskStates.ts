import { taskStates } from '@club/schema/resources/taskStates';
import { tasks } from '@club/schema/resources/tasks';
import { useGetList, useLocaleState, useTranslate } from 'react-admin';
import { enumValueKey } from '../../i18n/keys';
import { resourceNameFor } from '../../resources/names';

export interface BoardColumn {
  status: string;
  name: string;
  color?: string;
  limit?: number;
}

/**
 * The board's columns: every task status, in the order and with the names, colours and limits its
 * task state gives (a state without a name keeps the status's own label).
 */
export const useTaskStates = (): { columns: BoardColumn[]; isPending: boolean } => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { data = [], isPending } = useGetList(resourceNameFor(taskStates.name), { pagination: { page: 1, perPage: 50 }, sort: { field: 'position', order: 'ASC' } });
  const byStatus = new Map(data.map((state) => [String(state.status), state]));
  const columns = tasks.fields.status.values.map((status, index) => {
    const state = byStatus.get(status);
    return {
      status,
      name: String((locale === 'ar' ? state?.nameAr : state?.name) || translate(enumValueKey(tasks.name, 'status', status))),
      color: state?.color as string | undefined,
      limit: (state?.wipLimit as number | null) ?? undefined,
      order: state ? Number(state.position) : 100 + index,
    };
  });
  return { columns: columns.sort((a, b) => a.order - b.order), isPending };
};
