import { useEffect, useState } from 'react';

/**
 * A value read from the page's DOM, read again after any change to it (once per frame at most):
 * for what the shell must know of the screen whatever drew it (its title, whether it has an h1).
 */
export const useDocumentText = <T,>(read: () => T, initial: T): T => {
  const [value, setValue] = useState(initial);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setValue(read());
    };
    const observer = new MutationObserver(() => {
      if (!frame) frame = requestAnimationFrame(update);
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    update();
    return () => {
      observer.disconnect();
      if (frame) cancelAnimationFrame(frame);
    };
    // `read` is a module-level function for each caller: observing starts once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return value;
};
