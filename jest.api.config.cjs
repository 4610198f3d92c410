/** The API under node, each test file on a fresh embedded database (see api/test/global-setup.ts). */
const { swc } = require('./tools/jest/swc.cjs');

module.exports = {
  displayName: 'api',
  rootDir: __dirname,
  testEnvironment: 'node',
  roots: ['<rootDir>/api'],
  testMatch: ['**/*.test.ts'],
  transform: { '^.+\\.(t|j)sx?$': swc },
  globalSetup: '<rootDir>/api/test/global-setup.ts',
};
