import { useCallback, useState } from 'react';
import { ApiError } from '@portal/shared-api/client';

/** The alert lines of a form: set from a failed call, cleared when dismissed or resubmitted. */
export function useFormAlert() {
  const [messages, setMessages] = useState<string[]>([]);
  const clear = useCallback(() => setMessages([]), []);
  const show = useCallback((error: unknown) => {
    setMessages(error instanceof ApiError ? error.messages : ['Ocurrió un error inesperado. Intente de nuevo.']);
  }, []);
  return { messages, show, clear, set: setMessages };
}
