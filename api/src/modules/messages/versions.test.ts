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
});
