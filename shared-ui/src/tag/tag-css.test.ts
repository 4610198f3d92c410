import { readFileSync } from 'node:fs';
import path from 'node:path';
import { theme } from 'antd';
import { portalTheme, TAG_TEXT_COLORS } from '../provider/theme';

// tag.css draws antd's preset tags without antd; each colour names the design token it stands for, and must be
// that token's value in the portal's theme, a tag's text the darker shade the theme gives antd's tags where it does
describe('tag.css', () => {
  it("holds each colour to portalTheme's design token", () => {
    const css = readFileSync(path.join(__dirname, 'tag.css'), 'utf8');
    const tokens: Record<string, string> = { ...(theme.getDesignToken(portalTheme) as unknown as Record<string, string>), ...TAG_TEXT_COLORS };
    const declared = [...css.matchAll(/(color|background|border-color):\s*([^;/]+?)\s*\/\*\s*(\w+)\s*\*\//g)];
    expect(declared.length).toBe(27);
    const normalise = (value: string) => value.replace(/\s+/g, '').toLowerCase();
    for (const [, property, value, token] of declared) {
      expect({ property, token, value: normalise(value!) }).toEqual({ property, token, value: normalise(tokens[token!]!) });
    }
  });

  it('gives every colour of PlainTag a rule', () => {
    const css = readFileSync(path.join(__dirname, 'tag.css'), 'utf8');
    const colours = [...css.matchAll(/\.plain-tag--(\w+)/g)].map(([, colour]) => colour);
    expect(colours.sort()).toEqual(['blue', 'cyan', 'default', 'gold', 'green', 'orange', 'purple', 'red', 'volcano']);
  });
});
