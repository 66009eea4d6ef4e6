import Bookmarks from '@mui/icons-material/Bookmarks';
import Check from '@mui/icons-material/Check';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { Button, Confirm, useCreate, useDelete, useGetIdentity, useListContext, useNotify, useStore, useTranslate, useUpdate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { viewOfSearch } from '../list/viewParam';
import { useSchemaResource } from '../resources/useSchemaResource';
import { useListView } from '../views/useListView';
import { SaveViewDialog, type ViewNaming } from './SaveViewDialog';
import { SAVED_VIEWS, savedViewsText } from './texts';
import { pickedViewKey, useApplyView } from './useApplyView';
import { useListColumns } from './useListColumns';
import { SAVED_VIEWS_RESOURCE, useSavedViews } from './useSavedViews';
import { useRoleNames } from './useRoleNames';
import { viewLocation } from './viewLocation';
import { sameState, stateOfList, type SavedView } from './viewState';
import { fieldErrorsOf } from './writeFailure';

type Dialog = { kind: 'new' } | { kind: 'edit'; view: SavedView } | { kind: 'delete'; view: SavedView };

/**
 * The list toolbar's saved views: a menu button naming the view on screen, whose menu offers the
 * list's views (picking one shows it: filters, sort, columns, page size), saving the list as it
 * stands as a new view, and, for the owner of the view last picked, saving the list into it,
 * renaming or sharing it, pinning it to the sidebar and deleting it.
 */
export const SavedViewsMenu = () => {
  const translate = useTranslate();
  const t = (key: string, values?: Record<string, unknown>) => savedViewsText(translate, key, values);
  const notify = useNotify();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const schema = useSchemaResource();
  const list = useListContext();
  const { views: listViews } = useListView(schema);
  const { chosen } = useListColumns(schema);
  const { views, canSave } = useSavedViews({ resource: schema.apiName });
  const { identity } = useGetIdentity();
  const roles = useRoleNames();
  const apply = useApplyView();
  const [pickedId, setPickedId] = useStore<string | undefined>(pickedViewKey(schema.apiName));
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [dialog, setDialog] = useState<Dialog | undefined>();
  const menuId = useId();
  const [create] = useCreate();
  const [update] = useUpdate();
  const [remove] = useDelete();
  // The saved views' own list keeps no views of itself.
  if (!canSave || schema.apiName === SAVED_VIEWS) return null;

  const now = stateOfList(list, chosen, viewOfSearch(search, listViews.map(({ name }) => name)));
  const onScreen = views.find((view) => sameState(withDefaults(view, now), now));
  // The view the owner's actions apply to: the one on screen, else the one last picked (changed since).
  const own = [onScreen, views.find((view) => view.id === pickedId)].find((view) => view && view.ownerId === identity?.id);
  const close = () => setAnchor(null);
  const who = (view: SavedView) =>
    view.ownerId !== identity?.id ? t('sharedWithYou') : view.sharedWithRoleId ? t('sharedWith', { role: roles.find((role) => role.id === view.sharedWithRoleId)?.name ?? '…' }) : t('mine');

  const pick = (view: SavedView) => {
    close();
    const location = viewLocation(view, pathname);
    if (location) apply(view, location, (to) => navigate(to));
  };
  const saveNew = async (naming: ViewNaming) => {
    try {
      const view = await create(SAVED_VIEWS_RESOURCE, { data: { ...naming, resource: schema.apiName, state: now } }, { returnPromise: true });
      setPickedId(String(view.id));
      notify(t('saved'), { type: 'success' });
      return undefined;
    } catch (error) {
      return fieldErrorsOf(error);
    }
  };
  const change = async (view: SavedView, data: Partial<SavedView>, done = 'updated') => {
    try {
      await update(SAVED_VIEWS_RESOURCE, { id: view.id, data: { ...data, version: view.version }, previousData: view }, { mutationMode: 'pessimistic', returnPromise: true });
      notify(t(done), { type: 'success' });
      return undefined;
    } catch (error) {
      const errors = fieldErrorsOf(error);
      notify(Object.values(errors)[0] ?? '', { type: 'error' });
      return errors;
    }
  };
  const deleteView = async (view: SavedView) => {
    setDialog(undefined);
    try {
      await remove(SAVED_VIEWS_RESOURCE, { id: view.id, previousData: view }, { mutationMode: 'pessimistic', returnPromise: true });
      if (pickedId === view.id) setPickedId(undefined);
      notify(t('deleted'), { type: 'success' });
    } catch (error) {
      notify(Object.values(fieldErrorsOf(error))[0] ?? '', { type: 'error' });
    }
  };

  return (
    <>
      <Button
        label={onScreen ? t('current', { name: onScreen.name }) : t('button')}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        aria-controls={anchor ? menuId : undefined}
        className="saved-views-button"
      >
        <Bookmarks />
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={close} slotProps={{ list: { 'aria-label': t('menu') } }}>
        {views.length === 0 && <MenuItem disabled>{t('none')}</MenuItem>}
        {views.map((view) => (
          <MenuItem key={view.id} role="menuitemradio" aria-checked={view === onScreen} selected={view === onScreen} onClick={() => pick(view)}>
            <ListItemIcon>{view === onScreen && <Check fontSize="small" />}</ListItemIcon>
            <ListItemText primary={view.name} secondary={who(view)} />
          </MenuItem>
        ))}
        <Divider />
        <MenuItem onClick={() => (close(), setDialog({ kind: 'new' }))}>{t('saveNew')}</MenuItem>
        {own && own !== onScreen && (
          <MenuItem onClick={() => (close(), void change(own, { state: now }))}>{t('update', { name: own.name })}</MenuItem>
        )}
        {own && <MenuItem onClick={() => (close(), setDialog({ kind: 'edit', view: own }))}>{t('edit', { name: own.name })}</MenuItem>}
        {own && (
          <MenuItem onClick={() => (close(), void change(own, { pinned: !own.pinned }))}>{t(own.pinned ? 'unpin' : 'pin', { name: own.name })}</MenuItem>
        )}
        {own && <MenuItem onClick={() => (close(), setDialog({ kind: 'delete', view: own }))}>{t('delete', { name: own.name })}</MenuItem>}
      </Menu>
      {dialog?.kind === 'new' && <SaveViewDialog title={t('saveTitle')} initial={{ name: '', sharedWithRoleId: null, pinned: false }} save={saveNew} onClose={() => setDialog(undefined)} />}
      {dialog?.kind === 'edit' && (
        <SaveViewDialog
          title={t('editTitle')}
          initial={{ name: dialog.view.name, sharedWithRoleId: dialog.view.sharedWithRoleId, pinned: dialog.view.pinned === true }}
          save={(naming) => change(dialog.view, naming)}
          onClose={() => setDialog(undefined)}
        />
      )}
      <Confirm
        isOpen={dialog?.kind === 'delete'}
        title={dialog?.kind === 'delete' ? t('deleteTitle', { name: dialog.view.name }) : ''}
        content={t('deleteText')}
        onConfirm={() => dialog?.kind === 'delete' && void deleteView(dialog.view)}
        onClose={() => setDialog(undefined)}
      />
    </>
  );
};

/** A view's state with what it leaves out taken as the list's (its sort and page size as they stand). */
const withDefaults = (view: SavedView, now: ReturnType<typeof stateOfList>) => ({
  ...(view.state ?? {}),
  sort: view.state?.sort ?? now.sort,
  perPage: view.state?.perPage ?? now.perPage,
});
