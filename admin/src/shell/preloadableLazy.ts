import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type Module<P> = { default: ComponentType<P> };

export type PreloadableLazy<P> = LazyExoticComponent<ComponentType<P>> & { preload: () => Promise<Module<P>> };

/**
 * React's lazy, with `preload()`: asked for ahead, the code lets the component draw at once. A lazy
 * component suspends on its loader's promise even when that promise has settled, and React then
 * holds the screen back ~300 ms (its throttle on revealing suspended content); once the code is
 * in, this loader hands it over synchronously instead.
 */
export const preloadableLazy = <P extends object>(load: () => Promise<Module<P>>): PreloadableLazy<P> => {
  let loaded: Module<P> | undefined;
  let loading: Promise<Module<P>> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        // A chunk that failed to arrive (a deploy, the network) is asked for again next time.
        loading = undefined;
        throw error;
      },
    ));
  const settled = (module: Module<P>) => ({ then: (resolve: (value: Module<P>) => void) => resolve(module) }) as unknown as Promise<Module<P>>;
  return Object.assign(
    lazy(() => (loaded ? settled(loaded) : preload())),
    { preload },
  );
};
