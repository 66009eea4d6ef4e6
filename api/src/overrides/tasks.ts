import { badRequest } from '../crud/errors';
import type { Locale } from '../i18n/messages';
import { defineOverride } from '../server-overrides/define';
import { refreshProjectProgress } from './parts/project-progress';

const MESSAGES: Record<Locale, { refused: string; closed: string }> = {
  en: { refused: 'This task cannot be saved this way', closed: 'The project is completed or cancelled: it takes no new tasks' },
  ar: { refused: 'لا يمكن حفظ هذه المهمة بهذه الطريقة', closed: 'المشروع مكتمل أو ملغى: لا يقبل مهام جديدة' },
};

// A task of a project: a closed project takes no new task, and the project's progress follows its
// tasks (the project's row is locked first, so tasks written at once count in turn).
export const override = defineOverride(() => ({
  beforeWrite: async ({ action, before, values, locale }, client) => {
    if (action === 'delete') return;
    const projectId = 'projectId' in values ? values.projectId : before?.projectId;
    if (!projectId) return;
    const { rows } = await client.query<{ status: string }>('SELECT "status" FROM "projects" WHERE "id" = $1 FOR UPDATE', [projectId]);
    const joining = projectId !== before?.projectId;
    if (joining && rows[0] && ['completed', 'cancelled'].includes(rows[0].status)) throw badRequest(MESSAGES[locale].refused, { projectId: MESSAGES[locale].closed });
  },
  afterWrite: async ({ before, after }, client) => {
    const projects = new Set([before?.projectId, after?.projectId].filter(Boolean));
    for (const projectId of projects) await refreshProjectProgress(client, projectId);
  },
}));
