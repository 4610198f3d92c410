import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemoteComponent } from './remote-loader';
import { renderPortal } from '../test/render-portal';
import { AREA_NAMES, FRAME_TEXTS as T } from '../texts';

jest.mock('./remote-loader', () => ({ loadRemoteComponent: jest.fn() }));

describe('fault isolation (architecture §1)', () => {
  it('shows only the failing area an error with a retry, and the retry loads it', async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const loader = jest.mocked(loadRemoteComponent);
    loader.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderPortal('/');

    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(T.loadFailed(AREA_NAMES.mfe_public));
    // the frame keeps working
    expect(screen.getByRole('link', { name: T.login })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Proveedores Certificados' })).toBeInTheDocument();

    loader.mockResolvedValueOnce(() => <p>Inicio público</p>);
    await user.click(screen.getByRole('button', { name: T.retry }));
    expect(await screen.findByText('Inicio público', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
