import { lazy, type ComponentType } from 'react';

/**
 * React.lazy that forgets a failed download, so the shell's "Reintentar" can fetch the chunk again
 * (React caches a rejected lazy load for the component's lifetime).
 */
export function lazyPage(load: () => Promise<ComponentType>): ComponentType {
  const create = () =>
    lazy(() =>
      load().then(
        (component) => ({ default: component }),
        (error: unknown) => {
          Current = create();
          throw error;
        },
      ),
    );
  let Current = create();
  return function Page() {
    return <Current />;
  };
}
