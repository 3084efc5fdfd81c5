// One module system (CommonJS) and one transform (@swc/jest) everywhere.
/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>'],
  testMatch: ['**/test/**/*.test.ts'],
  // scripts/test.js (npm test) runs test/chaos after the rest, alone
  testPathIgnorePatterns: ['/node_modules/', '/dist/', ...(process.env.BMS_TESTS_WITHOUT_CHAOS ? ['/test/chaos/'] : [])],
  transform: {
    '^.+\\.ts$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } }],
  },
  moduleNameMapper: {
    '^@bms/platform$': '<rootDir>/packages/platform/src',
    '^@bms/contracts$': '<rootDir>/packages/contracts/src',
    '^@bms/protos$': '<rootDir>/protos/src',
    '^@bms/gateway/(.*)$': '<rootDir>/gateway/src/$1',
  },
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
  // every end-to-end response is held to /api/docs
  setupFilesAfterEnv: ['<rootDir>/test/support/contract-setup.ts'],
  maxWorkers: 2,
  testTimeout: 30_000,
  slowTestThreshold: 15,
};
