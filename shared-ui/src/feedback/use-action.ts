import { useCallback, useRef, useState } from 'react';
import { errorLines } from './error-lines';

/** What an action leaves for its screen: whether it runs (and for which item), its error lines and its message. */
export interface ActionState<K> {
  /** Whether the action runs now. */
  busy: boolean;
  /** Which item it runs for (a row's id), while it runs. */
  busyWith: K | null;
  /** The failure's lines, in Spanish (the server's, or the generic one): for an AlertList. */
  errors: string[];
  /** The success message the work answered, if any. */
  notice: string | null;
  /**
   * Runs `work` once (a second press while it runs does nothing): busy meanwhile, the errors and the message of a
   * previous run cleared; answers whether it succeeded. The message is what `work` answers.
   */
  run: (work: () => Promise<string | void>, key?: K) => Promise<boolean>;
  setErrors: (errors: string[]) => void;
  setNotice: (notice: string | null) => void;
}

export interface ActionOptions {
  /** How a failure reads (the chat's own "Error: …" line); errorLines by default. */
  linesOf?: (error: unknown) => string[];
  /** Where the failure's lines go instead of `errors` (a list's own alert, an error summary). */
  onError?: (lines: string[], error: unknown) => void;
  /** Each failure line as the page shows it (a translated page: the server's Spanish line in its language). */
  wording?: (line: string) => string;
}

/**
 * One way for a screen's async action (a button that calls the API): busy while it runs, the failure shown in Spanish,
 * the success message kept. The busy/try/catch/finally every action button would otherwise write again.
 */
export function useAction<K = true>({ linesOf = errorLines, onError, wording }: ActionOptions = {}): ActionState<K> {
  const [busyWith, setBusyWith] = useState<K | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const running = useRef(false);
  const options = useRef({ linesOf, onError, wording });
  options.current = { linesOf, onError, wording };

  const run = useCallback(async (work: () => Promise<string | void>, key: K = true as K): Promise<boolean> => {
    if (running.current) return false;
    running.current = true;
    setBusyWith(key);
    setErrors([]);
    setNotice(null);
    try {
      const done = await work();
      if (typeof done === 'string') setNotice(done);
      return true;
    } catch (error) {
      const { linesOf: read, onError: report, wording: word } = options.current;
      const lines = read(error).map((line) => (word ? word(line) : line));
      if (report) report(lines, error);
      else setErrors(lines);
      return false;
    } finally {
      running.current = false;
      setBusyWith(null);
    }
  }, []);

  return { busy: busyWith !== null, busyWith, errors, notice, run, setErrors, setNotice };
}

/** The part of a paged list an action on one of its rows needs: its errors, and reading it again. */
interface RowList {
  clearErrors: () => void;
  setErrors: (errors: string[]) => void;
  reload: () => void;
}

/**
 * An action on a row of a list (Aceptar, Rechazar…): busy for that row, a failure shown in the list's own errors, the
 * list read again once it succeeds.
 */
export function useRowAction<K = number>() {
  const target = useRef<RowList | null>(null);
  const action = useAction<K>({ onError: (lines) => target.current?.setErrors(lines) });
  const run = (list: RowList, key: K, work: () => Promise<unknown>) => {
    list.clearErrors();
    target.current = list;
    return action.run(async () => {
      await work();
      list.reload();
    }, key);
  };
  return { busy: action.busy, busyWith: action.busyWith, run };
}
