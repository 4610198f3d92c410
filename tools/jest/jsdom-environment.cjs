// jsdom lacks the web platform pieces Node has (fetch, streams, encoders, structuredClone): lend them.
const { TestEnvironment } = require('jest-environment-jsdom');

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
  }
}

module.exports = PortalJsdomEnvironment;
