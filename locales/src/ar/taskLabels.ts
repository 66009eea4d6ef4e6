// The task statuses and priorities, labelled once for the tasks and their settings.
export const taskStatusLabels = { backlog: 'قائمة الانتظار', todo: 'للتنفيذ', 'in progress': 'قيد التنفيذ', done: 'منجزة', canceled: 'ملغاة' };
export const taskPriorityLabels = { low: 'منخفضة', medium: 'متوسطة', high: 'عالية', critical: 'حرجة' };
export const colorLabels = { grey: 'رمادي', blue: 'أزرق', amber: 'كهرماني', green: 'أخضر', red: 'أحمر' };
