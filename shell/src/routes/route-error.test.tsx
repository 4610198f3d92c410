import { screen } from '@testing-library/react';
import { loadRemoteComponent } from '../remote/remote-loader';
import { renderPortal } from '../test/render-portal';

jest.mock('../remote/remote-loader', () => ({ loadRemoteComponent: jest.fn() }));

describe('route errors (spec §8)', () => {
  it('a page that breaks while rendering shows the default route error screen', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.mocked(loadRemoteComponent).mockResolvedValue(() => {
      throw new Error('fallo de la página');
    });
    renderPortal('/');
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
  });
});
