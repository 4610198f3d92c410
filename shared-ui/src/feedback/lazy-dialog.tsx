import { lazy, Suspense, useState, type ComponentType } from 'react';

/**
 * An antd dialog that downloads the first time it opens, with antd's provider (theme and locale) around it: a page
 * drawn without antd (the shell's route table marks it `plain`) keeps its confirmations and decisions without loading
 * antd up front. Until it first opens nothing is drawn; afterwards it stays, so antd's closing animation runs.
 */
export function lazyDialog<P extends { open: boolean }>(load: () => Promise<ComponentType<P>>) {
  const Dialog = lazy(() =>
    Promise.all([load(), import('../provider/portal-provider')]).then(([Component, { PortalProvider }]) => ({
      default: (props: P) => (
        <PortalProvider>
          <Component {...props} />
        </PortalProvider>
      ),
    })),
  );
  return function LazyDialog(props: P) {
    const [opened, setOpened] = useState(props.open);
    if (props.open && !opened) setOpened(true);
    if (!opened) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  };
}
