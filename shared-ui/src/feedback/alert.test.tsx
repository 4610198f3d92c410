import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MSG } from '@portal/shared-api';
import { AlertList } from './alert-list';
import { PlainAlert } from './plain';

/** A screen that shows some lines and clears them when the alert is closed, as every screen does. */
function Screen({ lines, plain = false }: { lines: string[]; plain?: boolean }) {
  const [messages, setMessages] = useState(lines);
  return plain ? <PlainAlert messages={messages} onClose={() => setMessages([])} /> : <AlertList messages={messages} onClose={() => setMessages([])} />;
}

describe.each([
  ['antd', false],
  ['plain', true],
])('the reusable alert of spec §8 (%s)', (_, plain) => {
  it('lists the messages of a 400, one per line', () => {
    render(<Screen plain={plain} lines={[MSG.required, MSG.emailInvalid]} />);
    const items = within(screen.getByRole('alert')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([MSG.required, MSG.emailInvalid]);
  });

  it('shows a single status - title line, and is gone once dismissed', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Screen plain={plain} lines={['409 - La inscripción fue modificada por otra persona.']} />);
    expect(screen.getByRole('alert')).toHaveTextContent('409 - La inscripción fue modificada por otra persona.');
    expect(within(screen.getByRole('alert')).queryByRole('listitem')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /cerrar|close/i }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('renders nothing without messages', () => {
    render(<Screen plain={plain} lines={[]} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
