import { navigate as navigateTo } from './support/navigate';
import { useBrowserApp } from './support/browser-app';
import { ar, en } from '@club/locales';
import { routesOf, type ResourceMenu } from '@club/schema';
import { loadRegistry } from '@club/schema/node';
import type { BrowserContext, Page } from 'playwright-core';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSampleRecord, seedServerWrittenRows } from '../support/samples';
import { openSignedInPage } from './support/signed-in-page';
import { formForTwo } from './support/plural';
import { rawValuesShown } from './support/raw-values';

// Item 10: every resource's screens open at its exact route (SPEC §2's path, see
// tests/unit/spec-routes.test.ts): the list, /create and /{id}/show, never redirected elsewhere.
const registry = await loadRegistry();
/** Polls like expect.poll, with time for a loaded two-core machine (its default is 1 s). */
const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 10_000 });

// About 700 screens in a minute or so, as one user: more than a person's request budget, which
// tests/security/api-rate-limit.test.ts proves on its own.
const env = useBrowserApp({ prepare: async () => ({ config: { apiRateLimit: 1_000_000 } }) });

/** The id of a record of the resource: the first one, or a sample made through the API. */
const someId = async (name: string): Promise<string | undefined> => {
  const { body } = await env.app.http.get(`/api/${name}`).query({ range: '[0,0]' }).expect(200);
  if (body[0]) return body[0].id as string;
  const resource = registry.get(name)!;
  return resource.readOnly || resource.serverRows ? undefined : ((await createSampleRecord(env.app.http, registry, resource)).id as string);
};

describe('resource routes', () => {
  let context: BrowserContext;
  let page: Page;
  // The same screens in Arabic, right to left, in a second signed-in session.
  let rtlContext: BrowserContext;
  let rtlPage: Page;
  const errors: string[] = [];

  beforeAll(async () => {
    // Rows only the server writes (a payslip, a delivery log line), so that every record page has one to show.
    await seedServerWrittenRows(env.app.http, registry);
    ({ context, page } = await openSignedInPage(env, 'ltr', errors));
    ({ context: rtlContext, page: rtlPage } = await openSignedInPage(env, 'rtl', errors));
  });
  afterAll(async () => {
    await context?.close();
    await rtlContext?.close();
  });

  const pathname = (on = page) => new URL(on.url()).pathname;
  /**
   * Waits for the app bar to name the screen (the previous screen's rows may still be up until it
   * does). Every 20 ms, not every frame: polling by frame keeps Chromium drawing frames meanwhile.
   */
  const headerShows = (on: Page, title: string) =>
    on.waitForFunction((text) => document.querySelector('header')?.textContent?.includes(text), title, { polling: 20, timeout: 10_000 });
  const navigate = (path: string, on = page) => navigateTo(on, path);
  /**
   * The list's rows or its empty state (a settings resource: its form). By CSS alone: a text
   * selector reads every text of the page at each poll (the empty state's words are checked in
   * both languages by list-urls.test.ts).
   */
  const listOrForm = (resource: { singleton?: boolean }) => (resource.singleton ? 'form button[type=submit]' : 'tbody tr.RaDatagrid-row, .list-no-results');

  it('serves the app at every route, /create and /{id}/show, for a link from outside', async () => {
    const paths = registry.resources.flatMap(routesOf).flatMap(({ route }) => [route, `${route}/create`, `${route}/00000000-0000-4000-8000-000000000000/show`]);
    // Eight at a time: one by one, the round trips alone took 15 s.
    for (let start = 0; start < paths.length; start += 8) {
      await Promise.all(
        paths.slice(start, start + 8).map(async (path) => {
          const response = await page.request.get(path);
          expect(response.status(), path).toBe(200);
          expect(await response.text(), path).toContain('<div id="root">');
        }),
      );
    }
    // One of them loaded for real: the deepest route.
    const deepest = [...registry.resources].sort((a, b) => b.route.split('/').length - a.route.split('/').length)[0]!;
    await page.goto(deepest.route);
    await page.locator('tbody tr.RaDatagrid-row, .list-no-results').first().waitFor();
    expect(pathname()).toBe(deepest.route);
  });

  it('has a sidebar entry for every path with a menu, in its group', async () => {
    await navigate('/');
    for (const { route, menu } of registry.resources.flatMap(routesOf)) {
      // A tab of a shared screen is reached through the screen's one entry.
      if (!menu || menu.screen || menu.sidebar === false) continue;
      const group = en.menu.groups[menu.group];
      await eventually(() => page.locator(`[role=group][aria-label="${group}"] a[href="${route}"]`).count()).toBe(1);
    }
  });

  // A resource at several spec paths (alsoAt) has its screens at each of them.
  const paths = registry.resources.flatMap((resource) =>
    routesOf(resource).map(({ route, view, menu }) => [route === resource.route ? resource.name : `${resource.name} at ${route}`, resource, route, view, menu] as const),
  );
  /** The sidebar link marked as the current page at a path: its own, or its shared screen's (the screen's first tab). */
  const sidebarLinkOf = (route: string, menu: ResourceMenu | undefined): string | undefined => {
    if (!menu || menu.sidebar === false) return undefined;
    if (!menu.screen) return route;
    const tabs = registry.resources.flatMap(routesOf).filter((entry) => entry.menu?.screen === menu.screen);
    return tabs.sort((a, b) => (a.menu!.order ?? 0) - (b.menu!.order ?? 0))[0]!.route;
  };

  // Right to left, each menu group's first path and every resource with screens of its own
  // (admin/src/overrides/{name}): the generic screens' mirroring is proven kind by kind in
  // field-kinds.test.ts, and every resource's Arabic name by tests/unit/locales.test.ts.
  const overridden = (name: string) => existsSync(resolve(import.meta.dirname, `../../admin/src/overrides/${name}`));
  const firstOfGroup = new Set<string>();
  const groupsSeen = new Set<string | undefined>();
  for (const { route, menu } of registry.resources.flatMap(routesOf)) {
    if (!groupsSeen.has(menu?.group)) firstOfGroup.add(route);
    groupsSeen.add(menu?.group);
  }
  const inArabic = (name: string, route: string) => overridden(name) || firstOfGroup.has(route);

  describe.each(paths)('%s', (_label, resource, route, view, menu) => {
    const name = resource.name;
    // A preset path is titled with its own name (the camps among the places).
    const nameIn = (messages: typeof en) => (view ? messages.resources[name]!.views![view]! : messages.resources[name]!.name);
    it('lists at its route', async () => {
      await navigate(route);
      await headerShows(page, formForTwo(nameIn(en), 'ltr'));
      // Rows, or the empty state: either way the list itself, at the same path; a settings
      // resource's route is its one row's form.
      await page.locator(listOrForm(resource)).first().waitFor();
      expect(pathname()).toBe(route);
      // One sidebar entry says it is the current page: this path's own (a path without an entry,
      // a document's lines, may be under its document's).
      const current = page.locator('nav.club-menu a[aria-current="page"]');
      const link = sidebarLinkOf(route, menu);
      if (link) await eventually(() => current.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([link]);
      else expect(await current.count()).toBeLessThanOrEqual(1);
      // Words, not ids, JSON, patterns or keys.
      expect(await rawValuesShown(page)).toEqual([]);
    });

    it.runIf(inArabic(resource.name, route))('lists at its route in Arabic, right to left', async () => {
      await navigate(route, rtlPage);
      await headerShows(rtlPage, formForTwo(nameIn(ar), 'rtl'));
      await rtlPage.locator(listOrForm(resource)).first().waitFor();
      expect(pathname(rtlPage)).toBe(route);
      expect(await rtlPage.locator('html').getAttribute('dir')).toBe('rtl');
      expect(await rawValuesShown(rtlPage)).toEqual([]);
    });

    // /users/create once stayed on "Loading" after the users list: an access check the list left
    // mid-way (admin/src/shell/settleAccessChecks.ts, tests/unit/access-checks.test.ts).
    it.skipIf(resource.readOnly || resource.serverRows)('creates at {route}/create', async () => {
      await navigate(`${route}/create`);
      try {
        await page.locator('form button[type=submit]').waitFor();
      } catch (error) {
        const shown = (await page.locator('main').innerText().catch(() => '')).replace(/\s+/g, ' ').slice(0, 400);
        throw new Error(`No create form at ${route}/create: the page is at ${page.url()} and shows "${shown}"`, { cause: error });
      }
      expect(pathname()).toBe(`${route}/create`);
    });

    it('shows a record at {route}/{id}/show', async () => {
      const id = await someId(name);
      expect(id, `no ${name} record to show`).toBeDefined();
      await navigate(`${route}/${id}/show`);
      await page.locator('.show-page .RaSimpleShowLayout-stack').waitFor();
      expect(pathname()).toBe(`${route}/${id}/show`);
      // The record's own values, not an empty page: its last update time is always shown.
      await eventually(() => page.locator('.show-page .RaSimpleShowLayout-stack').innerText()).toContain(en.resources[name]!.fields.updatedAt!);
      expect(await rawValuesShown(page)).toEqual([]);
    });
  });

  it('raised no error in the page', () => {
    expect(errors).toEqual([]);
  });
});
