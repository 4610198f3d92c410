// The shell is the only host. It knows no remote URL at build time: /remotes.json says where each lives.
module.exports = {
  name: 'shell',
  remotes: {},
};
