// jsdom lacks the web platform pieces Node has (fetch, streams, encoders, structuredClone): lend them.
const { TestEnvironment } = require('jest-environment-jsdom');
const postcss = require('postcss');

/**
 * The CSS properties anything under test reads back through getComputedStyle: Testing Library's and
 * dom-accessibility-api's hidden checks, jest-dom's toBeVisible, user-event's pointer-events check and the
 * screens' own toHaveStyle assertions; and the theme's custom properties (tokens), which tests read.
 */
const READ_BACK = new Set(['display', 'visibility', 'opacity', 'pointer-events', 'white-space', 'content']);
const readBack = (prop) => prop.startsWith('--') || READ_BACK.has(prop.toLowerCase());

const kept = new Map();
/** A stylesheet's rules that declare a property read back; the rest cannot change what a test observes. */
function readBackRules(css) {
  if (typeof css !== 'string' || css.length === 0) return css;
  let out = kept.get(css);
  if (out !== undefined) return out;
  try {
    const root = postcss.parse(css);
    root.walkRules((rule) => {
      if (!rule.some((node) => node.type === 'decl' && readBack(node.prop))) rule.remove();
    });
    root.walkAtRules((at) => {
      if (/keyframes$/i.test(at.name) || (at.nodes && at.nodes.length === 0)) at.remove();
    });
    out = root.toString();
  } catch {
    out = css;
  }
  if (kept.size > 5000) kept.clear();
  kept.set(css, out);
  return out;
}

const FROM_NODE = [
  'fetch', 'Request', 'Response', 'Headers', 'FormData', 'Blob', 'File', 'AbortController', 'AbortSignal',
  'TextEncoder', 'TextDecoder', 'ReadableStream', 'WritableStream', 'TransformStream', 'structuredClone',
];

const unrefPort = (port) => ({
  postMessage: (message) => port.postMessage(message),
  close: () => port.close(),
  get onmessage() {
    return port.onmessage;
  },
  set onmessage(handler) {
    port.onmessage = handler;
    port.unref();
  },
});

class UnrefMessageChannel {
  constructor() {
    const channel = new MessageChannel();
    this.port1 = unrefPort(channel.port1);
    this.port2 = unrefPort(channel.port2);
  }
}

/** antd writes its styles into <style> elements (innerHTML); jsdom matches every rule on each getComputedStyle. */
function keepReadBackStyles(window) {
  const proto = window.HTMLStyleElement.prototype;
  for (const [owner, name] of [[window.Element.prototype, 'innerHTML'], [window.Node.prototype, 'textContent']]) {
    const inherited = Object.getOwnPropertyDescriptor(owner, name);
    Object.defineProperty(proto, name, {
      configurable: true,
      enumerable: inherited.enumerable,
      get() {
        return inherited.get.call(this);
      },
      set(value) {
        inherited.set.call(this, readBackRules(value));
      },
    });
  }
}

class PortalJsdomEnvironment extends TestEnvironment {
  async setup() {
    await super.setup();
    for (const name of FROM_NODE) {
      if (globalThis[name] !== undefined) this.global[name] = globalThis[name];
    }
    // React's scheduler prefers setImmediate; with a MessageChannel it would hold jest open afterwards
    this.global.setImmediate = setImmediate;
    this.global.clearImmediate = clearImmediate;
    // antd's select posts macro-tasks through a MessageChannel: its ports must not keep jest alive
    this.global.MessageChannel = UnrefMessageChannel;
    if (process.env.FULL_CSS !== '1') keepReadBackStyles(this.global);
  }
}

module.exports = PortalJsdomEnvironment;
