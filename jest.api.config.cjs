/** The API under node, each test file on a fresh embedded database (see api/test/global-setup.ts). */
const { swc } = require('./tools/jest/swc.cjs');

module.exports = {
  displayName: 'api',
  rootDir: __dirname,
  testEnvironment: 'node',
  // one worker per core: jest's default (cores - 1) runs a 2-core machine's suite in one process
  maxWorkers: '100%',
  // a fresh worker for each file: one that ran many files (each an app and a PGlite instance) slows as its heap grows,
  // on Node 24 to twice the time (measured: 313 s for the suite, 192 s with this limit)
  workerIdleMemoryLimit: '300MB',
  roots: ['<rootDir>/api'],
  testMatch: ['**/*.test.ts'],
  transform: { '^.+\\.(t|j)sx?$|\\.mjs$': swc },
  // shpjs's CommonJS build is for browsers (it needs `self`), and but-unzip is ES modules only
  transformIgnorePatterns: ['/node_modules/\\.pnpm/(?!(shpjs|but-unzip|parsedbf)@)'],
  moduleNameMapper: {
    '^shpjs$': '<rootDir>/shared-api/node_modules/shpjs/lib/index.js',
    '^but-unzip$': '<rootDir>/node_modules/.pnpm/node_modules/but-unzip/index.node.min.mjs',
  },
  globalSetup: '<rootDir>/api/test/global-setup.ts',
  // each file opens its own database in its hooks: on a loaded 2-core machine (npm test's second Node pass) a hook
  // took more than jest's default 5 s
  testTimeout: 30_000,
};
