// What mfe-chat offers the shell: a small, stable surface (architecture §1).
module.exports = {
  name: 'mfe_chat',
  exposes: {
    './ChatPanel': './src/chat-panel.tsx',
  },
};
