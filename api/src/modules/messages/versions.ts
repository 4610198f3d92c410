import { LRUCache } from 'lru-cache';

/** What a poll needs to know about a conversation, without reading the database. */
export interface ConversationVersion {
  id: number;
  customerId: number;
  version: number;
  active: boolean;
}

/** The conversation that answers a client's getlastconversation: an id, or none. */
export interface ActiveConversation {
  conversationId: number | null;
}

/** Entries kept per process; a forgotten one is read again from the database on the next poll. */
const MAX_ENTRIES = 100_000;

/** The strong validator of one version of a conversation: changes with every message and with its end. */
export const etagOf = ({ id, version }: Pick<ConversationVersion, 'id' | 'version'>): string => `"c${id}-v${version}"`;

/**
 * The last known version of each conversation and each client's active conversation, in this
 * process. Every write here records what it committed, lazy loads fill the gaps, and (with
 * PostgreSQL) the notifications of other servers keep it current. Versions only grow and a client's
 * newer conversation always has a larger id, so a late load can never replace newer knowledge.
 *
 * Whoever records something passes the `epoch` read before touching the database: what was read or
 * written under an earlier epoch (before the notifications were known to flow) is dropped.
 */
export class ChatVersions {
  private readonly conversations = new LRUCache<number, ConversationVersion>({ max: MAX_ENTRIES });
  private readonly clients = new LRUCache<number, ActiveConversation>({ max: MAX_ENTRIES });
  /** False while changes may be missed (the notification connection is down): every poll reads the database. */
  private trusted = true;
  private currentEpoch = 0;
  /** Long polls waiting for a change, by `c{conversation id}` and `u{customer id}`. */
  private readonly waiting = new Map<string, Set<() => void>>();

  get isTrusted(): boolean {
    return this.trusted;
  }

  get epoch(): number {
    return this.currentEpoch;
  }

  conversation(id: number): ConversationVersion | undefined {
    return this.trusted ? this.conversations.get(id) : undefined;
  }

  activeOf(customerId: number): ActiveConversation | undefined {
    return this.trusted ? this.clients.get(customerId) : undefined;
  }

  /** Records a conversation as committed (or as read from the database). */
  noteConversation(next: ConversationVersion, epoch: number): void {
    if (!this.current(epoch)) return;
    const known = this.conversations.get(next.id);
    if (!known || next.version > known.version) {
      this.conversations.set(next.id, next);
      this.wake(`c${next.id}`, `u${next.customerId}`);
    }
    if (next.active) this.noteActive(next.customerId, { conversationId: next.id }, epoch);
  }

  /** Records which conversation is a client's active one (`null`: none) as committed or read. */
  noteActive(customerId: number, next: ActiveConversation, epoch: number): void {
    if (!this.current(epoch)) return;
    const known = this.clients.get(customerId);
    if (!known || (next.conversationId ?? 0) > (known.conversationId ?? 0)) {
      this.clients.set(customerId, next);
      this.wake(`u${customerId}`);
    }
  }

  /**
   * Resolves when the conversation `conversationId` or the active conversation of `customerId` may have
   * changed, when memory is no longer trusted, after `ms`, or when `signal` aborts, whichever comes first.
   * The caller reads again what it compares with: a wake is a hint (a first load wakes too), never the answer.
   */
  changed(keys: { conversationId?: number; customerId?: number }, ms: number, signal: AbortSignal): Promise<void> {
    const names = [keys.conversationId === undefined ? undefined : `c${keys.conversationId}`, keys.customerId === undefined ? undefined : `u${keys.customerId}`].filter(
      (name): name is string => name !== undefined,
    );
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        signal.removeEventListener('abort', done);
        for (const name of names) {
          const set = this.waiting.get(name);
          set?.delete(done);
          if (set?.size === 0) this.waiting.delete(name);
        }
        resolve();
      };
      if (!this.trusted || signal.aborted) return resolve();
      const timer = setTimeout(done, ms);
      signal.addEventListener('abort', done, { once: true });
      for (const name of names) {
        const set = this.waiting.get(name) ?? new Set();
        set.add(done);
        this.waiting.set(name, set);
      }
    });
  }

  /** How many long polls are waiting (the tests and the health of the process). */
  get waitingPolls(): number {
    return new Set([...this.waiting.values()].flatMap((set) => [...set])).size;
  }

  /** Wakes every waiting poll (memory is no longer trusted, or the server closes). */
  wakeAll(): void {
    for (const name of [...this.waiting.keys()]) this.wake(name);
  }

  private wake(...names: string[]): void {
    for (const name of names) {
      const set = this.waiting.get(name);
      if (!set) continue;
      this.waiting.delete(name);
      for (const done of set) done();
    }
  }

  /** Stops answering from memory: changes may be missed until `trust()`. */
  distrust(): void {
    this.trusted = false;
    this.currentEpoch++;
    this.clear();
    this.wakeAll();
  }

  /** Answers from memory again, starting empty: only what is learnt from now on is kept. */
  trust(): void {
    this.currentEpoch++;
    this.clear();
    this.trusted = true;
  }

  private current(epoch: number): boolean {
    return this.trusted && epoch === this.currentEpoch;
  }

  private clear(): void {
    this.conversations.clear();
    this.clients.clear();
  }
}
