import type { ThemeConfig } from 'antd';

/** Forest green, the colour of the frame (shell/src/frame/frame.css uses the same value). */
export const BRAND_COLOR = '#1f6f43';

export const portalTheme: ThemeConfig = {
  token: {
    colorPrimary: BRAND_COLOR,
    borderRadius: 6,
    fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
};
