import { Alert } from 'antd';

export interface AlertListProps {
  /** The lines to show: messages from a 400, or one `status - title` line (spec §8). */
  messages: readonly string[];
  onClose?: () => void;
}

/** The reusable alert of spec §8: red, dismissible, a list of messages. Renders nothing when empty. */
export function AlertList({ messages, onClose }: AlertListProps) {
  if (messages.length === 0) return null;
  return (
    <Alert
      type="error"
      showIcon
      closable
      onClose={onClose}
      style={{ marginBottom: 16 }}
      title={
        messages.length === 1 ? (
          messages[0]
        ) : (
          <ul style={{ margin: 0, paddingInlineStart: 18 }}>
            {messages.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        )
      }
    />
  );
}
