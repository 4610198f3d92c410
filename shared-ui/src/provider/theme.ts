import type { ThemeConfig } from 'antd';

/** Forest green, the colour of the frame (shell/src/frame/frame.css uses the same value). */
export const BRAND_COLOR = '#1f6f43';
/** The frame's darker green (`--brand-dark`): hovered links. */
export const BRAND_DARK = '#14502f';
/** The frame's danger red (`--danger`): error texts, and the background of danger buttons under white text. */
export const ERROR_COLOR = '#b42318';

/**
 * Preset tags (`<Tag color="gold">`, the status tags) write their text in shade 7 of the palette on shade 1.
 * Where that is below 4.5:1 the tag takes the palette's own next darker shade that passes (8 or 9).
 */
export const TAG_TEXT_COLORS = {
  cyan7: '#006d75',
  green7: '#237804',
  orange7: '#ad4e00',
  volcano7: '#ad2102',
  gold7: '#874d00',
  yellow7: '#876800',
  lime7: '#3f6600',
} as const;

/**
 * The portal's antd theme. Every text colour reaches 4.5:1 on white and on antd's light grey backgrounds
 * (WCAG 2.1 AA); links are underlined so they do not rely on colour alone.
 */
export const portalTheme: ThemeConfig = {
  // plain class names (`.ant-btn`, no `:where(.css-<hash>)`): the stylesheet each build writes
  // (tools/webpack/antd-styles.cjs) matches the components whatever the tokens of the page
  hashed: false,
  token: {
    colorPrimary: BRAND_COLOR,
    colorError: ERROR_COLOR,
    colorLink: BRAND_COLOR,
    colorLinkHover: BRAND_DARK,
    colorLinkActive: BRAND_DARK,
    linkDecoration: 'underline',
    linkHoverDecoration: 'underline',
    linkFocusDecoration: 'underline',
    // help and description texts (antd: 45 % black), placeholders and disabled values (25 % black)
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextDescription: 'rgba(0, 0, 0, 0.6)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.57)',
    colorTextDisabled: 'rgba(0, 0, 0, 0.55)',
    // switches when off, clear and arrow icons: at least 3:1 for the parts that show a control's state
    colorTextQuaternary: 'rgba(0, 0, 0, 0.45)',
    // the outline of inputs, selects and checkboxes: at least 3:1 on white
    colorBorder: '#878787',
    colorSuccessText: '#237804',
    colorWarningText: '#ad4e00',
    colorInfoText: '#0958d9',
    borderRadius: 6,
    fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
  components: {
    Tag: TAG_TEXT_COLORS,
  },
};
