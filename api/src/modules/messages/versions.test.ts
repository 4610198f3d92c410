import { matchesIfNoneMatch } from '../../lib/etag';
import { ChatVersions, etagOf } from './versions';

describe('chat versions', () => {
  const conversation = (id: number, version: number, active = true) => ({ id, customerId: 7, version, active });

  it('names each version of a conversation with its own strong ETag', () => {
    expect(etagOf({ id: 12, version: 3 })).toBe('"c12-v3"');
    expect(etagOf({ id: 12, version: 4 })).not.toBe(etagOf({ id: 12, version: 3 }));
    expect(etagOf({ id: 1, version: 23 })).not.toBe(etagOf({ id: 12, version: 3 }));
  });

  it.each([
    ['"c1-v2"', true],
    ['W/"c1-v2"', true],
    ['"a", "c1-v2" ,"b"', true],
    ['*', true],
    ['"c1-v3"', false],
    ['c1-v2', false],
    ['', false],
    [undefined, false],
  ])('reads If-None-Match %p as %p for "c1-v2"', (header, expected) => {
    expect(matchesIfNoneMatch(header, '"c1-v2"')).toBe(expected);
  });

  it('never goes back to an older version, whatever order the news arrive in', () => {
    const versions = new ChatVersions();
    versions.noteConversation(conversation(1, 3), versions.epoch);
    versions.noteConversation(conversation(1, 2), versions.epoch);
    expect(versions.conversation(1)?.version).toBe(3);
    versions.noteConversation(conversation(1, 4, false), versions.epoch);
    expect(versions.conversation(1)).toEqual(conversation(1, 4, false));
  });

  it('keeps a client’s newest active conversation, and “none” only until one exists', () => {
    const versions = new ChatVersions();
    versions.noteActive(7, { conversationId: null }, versions.epoch);
    expect(versions.activeOf(7)).toEqual({ conversationId: null });
    versions.noteConversation(conversation(5, 1), versions.epoch);
    expect(versions.activeOf(7)).toEqual({ conversationId: 5 });
    // a late read of the older state changes nothing
    versions.noteActive(7, { conversationId: null }, versions.epoch);
    versions.noteConversation(conversation(4, 2), versions.epoch);
    expect(versions.activeOf(7)).toEqual({ conversationId: 5 });
  });

  it('answers nothing from memory while distrusted, and drops what was read before trusting again', () => {
    const versions = new ChatVersions();
    versions.noteConversation(conversation(1, 1), versions.epoch);
    const before = versions.epoch;

    versions.distrust();
    expect(versions.isTrusted).toBe(false);
    expect(versions.conversation(1)).toBeUndefined();
    versions.noteConversation(conversation(1, 2), versions.epoch);
    expect(versions.conversation(1)).toBeUndefined();

    versions.trust();
    expect(versions.conversation(1)).toBeUndefined();
    // read before the trust: possibly stale, so not kept
    versions.noteConversation(conversation(1, 2), before);
    expect(versions.conversation(1)).toBeUndefined();
    versions.noteConversation(conversation(1, 3), versions.epoch);
    expect(versions.conversation(1)?.version).toBe(3);
  });

  describe('waiting for a change (long polls)', () => {
    const never = new AbortController().signal;
    const settled = async (promise: Promise<void>) => {
      let done = false;
      void promise.then(() => (done = true));
      await new Promise((resolve) => setImmediate(resolve));
      return done;
    };

    it('wakes the polls on a conversation when a newer version of it is noted, and only them', async () => {
      const versions = new ChatVersions();
      versions.noteConversation(conversation(1, 1), versions.epoch);
      versions.noteConversation({ id: 2, customerId: 8, version: 1, active: true }, versions.epoch);
      const onOne = versions.changed({ conversationId: 1 }, 60_000, never);
      const onTwo = versions.changed({ conversationId: 2 }, 60_000, never);
      expect(versions.waitingPolls).toBe(2);
      versions.noteConversation(conversation(1, 1), versions.epoch);
      expect(await settled(onOne)).toBe(false);
      versions.noteConversation(conversation(1, 2), versions.epoch);
      expect(await settled(onOne)).toBe(true);
      expect(await settled(onTwo)).toBe(false);
      expect(versions.waitingPolls).toBe(1);
    });

    it('wakes a client’s poll when its active conversation changes to another one', async () => {
      const versions = new ChatVersions();
      versions.noteConversation(conversation(1, 1), versions.epoch);
      const waiting = versions.changed({ conversationId: 1, customerId: 7 }, 60_000, never);
      versions.noteConversation(conversation(9, 1), versions.epoch);
      expect(await settled(waiting)).toBe(true);
      expect(versions.waitingPolls).toBe(0);
    });

    it('ends a wait after its time, when aborted, and at once while memory is distrusted', async () => {
      const versions = new ChatVersions();
      // the helper above looks with setImmediate: only the timers of the wait are faked
      jest.useFakeTimers({ doNotFake: ['setImmediate'] });
      try {
        const timed = versions.changed({ conversationId: 1 }, 5_000, never);
        jest.advanceTimersByTime(4_999);
        expect(await settled(timed)).toBe(false);
        jest.advanceTimersByTime(1);
        expect(await settled(timed)).toBe(true);
      } finally {
        jest.useRealTimers();
      }
      const gone = new AbortController();
      const aborted = versions.changed({ conversationId: 1 }, 60_000, gone.signal);
      gone.abort();
      expect(await settled(aborted)).toBe(true);

      const before = versions.changed({ customerId: 7 }, 60_000, never);
      versions.distrust();
      expect(await settled(before)).toBe(true);
      expect(await settled(versions.changed({ customerId: 7 }, 60_000, never))).toBe(true);
      expect(versions.waitingPolls).toBe(0);
    });
  });
});
