import type { Page } from 'playwright-core';

/** What does not fit a phone on the page: elements past the screen's edges (outside boxes that scroll), and controls another element covers. */
export const misfits = (page: Page, screenWidth: number) =>
  page.evaluate((width) => {
    const scrollsInside = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        const { overflowX } = getComputedStyle(parent);
        if (overflowX === 'auto' || overflowX === 'scroll' || overflowX === 'hidden') return true;
      }
      return false;
    };
    const describe = (element: Element) => `${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? `.${element.className.split(' ').filter(Boolean).slice(0, 2).join('.')}` : ''}`;
    const wide: string[] = [];
    for (const element of document.querySelectorAll('main *')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if ((box.right > width + 1 || box.left < -1) && !scrollsInside(element)) wide.push(`${describe(element)} ${Math.round(box.left)}–${Math.round(box.right)}`);
    }
    const covered: string[] = [];
    for (const control of document.querySelectorAll('main button, main a[href], main input:not([type=hidden]):not([aria-hidden=true]), main [role=combobox]')) {
      const box = control.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || box.bottom < 0 || box.top > window.innerHeight || box.left < 0 || box.right > width) continue;
      if (getComputedStyle(control).visibility === 'hidden' || (control as HTMLInputElement).type === 'checkbox' || (control as HTMLInputElement).type === 'radio') continue;
      const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      // A bar fixed over the page (the app bar, a form's save bar): what scrolled under it is not covered for a person.
      const pinned = (element: Element | null): boolean => !!element && element !== document.body && (['fixed', 'sticky'].includes(getComputedStyle(element).position) || pinned(element.parentElement));
      if (!top || control.contains(top) || top.contains(control) || pinned(top) || top.closest('.MuiPopover-root, .MuiBackdrop-root')) continue;
      covered.push(`${describe(control)} under ${describe(top)}`);
    }
    return { wide: wide.slice(0, 5), covered: covered.slice(0, 5), pageWidth: document.documentElement.scrollWidth };
  }, screenWidth);
