import { loadRemote } from '@module-federation/enhanced/runtime';
import { forgetRemote } from './register-remotes';
import { loadRemoteComponent } from './remote-loader';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn() }));
jest.mock('./register-remotes', () => ({ forgetRemote: jest.fn() }));

const Page = () => null;
const load = jest.mocked(loadRemote);

beforeEach(() => jest.clearAllMocks());

describe('loadRemoteComponent', () => {
  it('tries a failed download once more at once, afresh, and answers the page', async () => {
    load.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce({ pages: { Inicio: Page } });
    await expect(loadRemoteComponent('mfe_public', 'pages', 'Inicio')).resolves.toBe(Page);
    expect(load).toHaveBeenCalledTimes(2);
    expect(forgetRemote).toHaveBeenCalledTimes(1);
    expect(forgetRemote).toHaveBeenCalledWith('mfe_public');
  });

  it('fails after two failed downloads, and the next call starts afresh', async () => {
    const fault = new TypeError('Failed to fetch');
    load.mockRejectedValueOnce(fault).mockRejectedValueOnce(fault);
    await expect(loadRemoteComponent('mfe_admin', 'pages', 'Usuarios')).rejects.toBe(fault);
    expect(load).toHaveBeenCalledTimes(2);

    load.mockResolvedValueOnce({ pages: { Usuarios: Page } });
    await expect(loadRemoteComponent('mfe_admin', 'pages', 'Usuarios')).resolves.toBe(Page);
    expect(forgetRemote).toHaveBeenCalledTimes(2);
  });

  it('names the page a remote does not expose', async () => {
    load.mockResolvedValueOnce({ pages: {} });
    await expect(loadRemoteComponent('mfe_client', 'pages', 'Nada')).rejects.toThrow('mfe_client/pages no expone Nada');
    expect(load).toHaveBeenCalledTimes(1);
  });
});
