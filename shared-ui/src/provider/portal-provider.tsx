import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import esES from 'antd/es/locale/es_ES';
import { portalTheme } from './theme';

interface PortalProviderProps {
  children: ReactNode;
  motion?: boolean;
  /**
   * The page's antd styles are in a stylesheet its build wrote (tools/webpack/antd-styles.cjs), already
   * loaded: antd skips writing them while it renders (antd 6's zero-runtime mode).
   */
  zeroRuntime?: boolean;
}

/**
 * antd's Spanish locale and the portal theme. The shell renders it once around every remote page;
 * the context modules are shared singletons, so each remote's own antd copy reads them.
 */
export function PortalProvider({ children, motion = true, zeroRuntime = false }: PortalProviderProps) {
  const theme = motion ? portalTheme : { ...portalTheme, token: { ...portalTheme.token, motion: false } };
  return (
    <ConfigProvider locale={esES} theme={{ ...theme, zeroRuntime }}>
      {children}
    </ConfigProvider>
  );
}
