import { render, screen } from '@testing-library/react';
import { Button } from 'antd';
import { PortalProvider } from './portal-provider';

const writtenStyles = () => [...document.querySelectorAll('style')].map((style) => style.textContent ?? '').join('\n');
/** A rule of the button's own look (`.ant-btn{display:…}`), not the token values antd writes in both modes (`{--ant-…}`). */
const BUTTON_RULE = /(^|\})\.ant-btn[^{}]*\{(?!--)/m;

describe('PortalProvider', () => {
  // first: once antd has written a rule into this page it never writes it again
  it('writes none in zero-runtime mode, where a stylesheet holds them, with the same class names', () => {
    render(
      <PortalProvider zeroRuntime>
        <Button type="primary">Guardar</Button>
      </PortalProvider>,
    );
    const button = screen.getByRole('button', { name: 'Guardar' });
    expect(button).toHaveClass('ant-btn', 'ant-btn-primary');
    // no hashed class: the stylesheet's plain selectors match (tools/webpack/antd-styles.cjs)
    expect([...button.classList].filter((name) => /^css-(?!var-)/.test(name))).toEqual([]);
    expect(writtenStyles()).not.toMatch(BUTTON_RULE);
  });

  it('lets antd write a component’s styles as it renders by default', () => {
    render(
      <PortalProvider>
        <Button type="primary">Enviar</Button>
      </PortalProvider>,
    );
    expect(screen.getByRole('button', { name: 'Enviar' })).toHaveClass('ant-btn', 'ant-btn-primary');
    expect(writtenStyles()).toMatch(BUTTON_RULE);
  });
});
