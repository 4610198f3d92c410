import { render, screen } from '@testing-library/react';
import { Tag, theme } from 'antd';
import { PortalProvider } from './portal-provider';
import { BRAND_COLOR, TAG_TEXT_COLORS, portalTheme } from './theme';

// WCAG 2.1 relative luminance and contrast ratio; a colour with alpha is laid over its background first.
const channels = (color: string, under: number[] = [255, 255, 255]): number[] => {
  const rgba = /rgba?\(([^)]+)\)/.exec(color);
  if (rgba) {
    const [r, g, b, a = 1] = rgba[1].split(',').map(Number);
    return [r, g, b].map((value, i) => value * a + under[i] * (1 - a));
  }
  const hex = color.replace('#', '');
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16));
};
const toHex = (rgb: number[]) => `#${rgb.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;
const luminance = (rgb: number[]) => {
  const [r, g, b] = rgb.map((v) => (v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (text: string, background: string) => {
  const back = channels(background);
  const [light, dark] = [luminance(channels(text, back)), luminance(back)].sort((a, b) => b - a);
  return (light + 0.05) / (dark + 0.05);
};

const token = theme.getDesignToken(portalTheme);
const WHITE = '#ffffff';
/** antd's light greys behind text: table headers and striped rows, disabled fields, layout. */
const GREYS = ['#fafafa', '#f5f5f5'];

describe('the portal theme keeps text readable (WCAG 2.1 AA, 4.5:1)', () => {
  it('keeps the brand green, and white text on it', () => {
    expect(token.colorPrimary).toBe(BRAND_COLOR);
    expect(contrast(WHITE, token.colorPrimary)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(WHITE, token.colorPrimaryHover)).toBeGreaterThanOrEqual(4.5);
  });

  it('writes errors, and the white text of danger buttons, at 4.5:1 or more', () => {
    expect(contrast(token.colorError, WHITE)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(token.colorErrorText, token.colorErrorBg)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(WHITE, token.colorError)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(WHITE, token.colorErrorHover)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(['colorTextDescription', 'colorTextTertiary', 'colorTextPlaceholder', 'colorTextSecondary', 'colorLink', 'colorLinkHover'] as const)(
    '%s on white and light grey',
    (name) => {
      for (const background of [WHITE, ...GREYS]) expect(contrast(token[name], background)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('keeps a disabled value readable on its grey field', () => {
    expect(contrast(token.colorTextDisabled, toHex(channels(token.colorBgContainerDisabled)))).toBeGreaterThanOrEqual(4.5);
  });

  it('underlines links', () => {
    expect(token.linkDecoration).toBe('underline');
  });

  it('draws the edges of inputs and switches at 3:1 or more', () => {
    expect(contrast(token.colorBorder, WHITE)).toBeGreaterThanOrEqual(3);
    expect(contrast(token.colorTextQuaternary, WHITE)).toBeGreaterThanOrEqual(3);
  });

  it.each(['blue', 'purple', 'cyan', 'green', 'magenta', 'pink', 'red', 'orange', 'yellow', 'volcano', 'geekblue', 'lime', 'gold'] as const)(
    'writes a %s tag at 4.5:1 or more on its background',
    (color) => {
      const tag = { ...token, ...TAG_TEXT_COLORS } as unknown as Record<string, string>;
      expect(contrast(tag[`${color}7`], tag[`${color}1`])).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('gives rendered preset tags the darker text colour', () => {
    render(
      <PortalProvider motion={false}>
        <Tag color="gold">Pagar</Tag>
      </PortalProvider>,
    );
    expect(screen.getByText('Pagar')).toHaveClass('ant-tag-gold');
    const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');
    expect(css).toMatch(new RegExp(`\\.ant-tag\\{[^}]*--ant-gold-7:${TAG_TEXT_COLORS.gold7}`));
  });
});
