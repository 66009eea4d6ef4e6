import { createElement, lazy, type ComponentType, type ReactElement } from 'react';
import CalendarMonth from '@mui/icons-material/CalendarMonth';
import ViewKanban from '@mui/icons-material/ViewKanban';
import { authStorage } from '../auth/authStorage';
import { userCan } from '../auth/canAccess';
import type { SchemaResource } from '../resources/useSchemaResource';

// Each view loads on first use, like the generic views.
const CalendarView = lazy(() => import('./calendar/CalendarView').then((module) => ({ default: module.CalendarView })));
const BoardView = lazy(() => import('./board/BoardView').then((module) => ({ default: module.BoardView })));

/**
 * The ways a list's records can be seen besides the table: each view says which resources it
 * applies to (from their schema declaration, never by name) and draws the records of the list's
 * current filters. The list offers a switch between the table and the views that apply.
 */
export interface ListView {
  /** The view's key, in the URL (`view=calendar`) and in `app.listViews.{name}`. */
  name: string;
  applies: (schema: SchemaResource) => boolean;
  icon: ReactElement;
  Component: ComponentType<{ schema: SchemaResource }>;
}

/** Every view, in the order the switch offers them after the table. */
export const LIST_VIEWS: ListView[] = [
  // Records that take up time, by week and by month (the resource declares `calendar`).
  { name: 'calendar', applies: ({ definition }) => definition.calendar !== undefined, icon: createElement(CalendarMonth, { fontSize: 'small' }), Component: CalendarView },
  // Records that go through states (the resource declares a `workflow`): a column per state, moved by its moves.
  {
    name: 'board',
    applies: ({ apiName, definition }) =>
      definition.workflow !== undefined && definition.fields[definition.workflow.field]?.kind === 'enum' && userCan(authStorage.read().user, apiName, 'list'),
    icon: createElement(ViewKanban, { fontSize: 'small' }),
    Component: BoardView,
  },
];
