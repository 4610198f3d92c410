import { useCallback, useState } from 'react';
import { errorLines } from '../feedback/error-lines';

/** The alert lines of a form: set from a failed call, cleared when dismissed or resubmitted. */
export function useFormAlert() {
  const [messages, setMessages] = useState<string[]>([]);
  const clear = useCallback(() => setMessages([]), []);
  const show = useCallback((error: unknown) => {
    setMessages(errorLines(error));
  }, []);
  return { messages, show, clear, set: setMessages };
}
