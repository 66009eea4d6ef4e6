// The task statuses and priorities, labelled once for the tasks and their settings.
export const taskStatusLabels = { backlog: 'Backlog', todo: 'To do', 'in progress': 'In progress', done: 'Done', canceled: 'Cancelled' };
export const taskPriorityLabels = { low: 'Low', medium: 'Medium', high: 'High', critical: 'Critical' };
export const colorLabels = { grey: 'Grey', blue: 'Blue', amber: 'Amber', green: 'Green', red: 'Red' };
