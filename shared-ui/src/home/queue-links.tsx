import { Link } from '@portal/shared-auth/router';
import './queue.css';

export interface Queue {
  to: string;
  count: number;
  label: string;
  hint: string;
}

/** The counts of a work-queue home, each opening the list holding what it counts; plain HTML, like every home. */
export function QueueLinks({ queues }: { queues: readonly Queue[] }) {
  return (
    <ul className="queue-links">
      {queues.map(({ to, count, label, hint }) => (
        <li key={label} className={count === 0 ? 'queue-links__item queue-links__item--empty' : 'queue-links__item'}>
          <Link to={to}>
            <span className="queue-links__count">{count}</span> <span className="queue-links__label">{label}</span>
          </Link>
          <span className="queue-links__hint">{hint}</span>
        </li>
      ))}
    </ul>
  );
}
