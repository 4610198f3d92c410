/** The browser code (shared packages, shell, remotes) under jsdom. */
const { swc } = require('./tools/jest/swc.cjs');

module.exports = {
  displayName: 'web',
  rootDir: __dirname,
  testEnvironment: '<rootDir>/tools/jest/jsdom-environment.cjs',
  // one worker per core: jest's default (cores - 1) runs a 2-core machine's suite in one process
  maxWorkers: '100%',
  // antd screens in jsdom are slow on a 2-core machine; a screen test clicks through a whole form
  testTimeout: 30_000,
  roots: [
    '<rootDir>/shared-api/src', '<rootDir>/shared-auth/src', '<rootDir>/shared-ui/src', '<rootDir>/shell/src',
    '<rootDir>/mfe-public/src', '<rootDir>/mfe-admin/src', '<rootDir>/mfe-client/src',
    '<rootDir>/mfe-regent/src', '<rootDir>/mfe-chat/src',
  ],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  transform: { '^.+\\.(t|j)sx?$|\\.mjs$': swc },
  transformIgnorePatterns: ['/node_modules/\\.pnpm/(?!(ky|shpjs|but-unzip|parsedbf|supercluster|kdbush)@)'],
  // antd's ES build is for bundlers; under jest its CommonJS twin is the same code
  moduleNameMapper: {
    '\\.css$': '<rootDir>/tools/jest/style-stub.cjs',
    '^antd/es/(.*)$': 'antd/lib/$1',
    // shpjs's CommonJS build is for browsers (it needs `self`), and but-unzip is ES modules only
    '^shpjs$': '<rootDir>/shared-api/node_modules/shpjs/lib/index.js',
    '^but-unzip$': '<rootDir>/node_modules/.pnpm/node_modules/but-unzip/index.node.min.mjs',
  },
  setupFilesAfterEnv: ['<rootDir>/tools/jest/setup-web.ts'],
};
