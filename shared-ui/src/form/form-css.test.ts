import { readFileSync } from 'node:fs';
import path from 'node:path';
import { theme } from 'antd';
import { portalTheme } from '../provider/theme';

// form.css draws the error summary and the forms' plain fields and buttons without antd; each of its values names the design token it
// stands for, and must be that token's value in the portal's theme (a theme change that forgets it fails here)
describe('form.css', () => {
  it("holds each value to portalTheme's design token", () => {
    const css = readFileSync(path.join(__dirname, 'form.css'), 'utf8');
    const tokens = theme.getDesignToken(portalTheme) as unknown as Record<string, string | number>;
    const declared = [...css.matchAll(/(--form-[\w-]+):\s*([^;]+);\s*\/\*\s*(\w+)\s*\*\//g)];
    expect(declared.length).toBeGreaterThanOrEqual(10);
    const normalise = (value: string | number) => String(typeof value === 'number' ? `${value}px` : value).replace(/\s+/g, '');
    for (const [, name, value, token] of declared) {
      expect({ name, value: normalise(value) }).toEqual({ name, value: normalise(tokens[token]!) });
    }
  });
});
