// API and backend tests: Jest in ESM mode (Nest 12 is ESM-only), run with
// `node --experimental-vm-modules` by `npm run test:api`.
const esmOnlyRequired = '/node_modules/content-disposition/.+\\.js$';
const postgresOnly = '<rootDir>/test/api/postgres/';

/** @type {import('jest').Config} */
export default {
  testEnvironment: 'node',
  roots: ['<rootDir>/backend/src', '<rootDir>/test/api'],
  testMatch: ['**/*.spec.ts', '**/*.e2e-spec.ts'],
  // The PostgreSQL-only suites need a server; they run when DATABASE_URL names one.
  testPathIgnorePatterns: process.env.DATABASE_URL ? ['/node_modules/'] : ['/node_modules/', postgresOnly],
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: {
    '^.+\\.ts$': ['ts-jest', { useESM: true, tsconfig: '<rootDir>/test/tsconfig.json' }],
    // @fastify/static require()s this ESM-only package; Node 20 can, Jest's VM loader cannot.
    [esmOnlyRequired]: ['babel-jest', { plugins: ['@babel/plugin-transform-modules-commonjs'] }],
  },
  transformIgnorePatterns: ['/node_modules/(?!content-disposition/)'],
  testTimeout: 30_000,
  // Each PGlite suite has a database of its own, so suites run side by side, one per
  // core; against one PostgreSQL database (each suite empties it) they run one at a time.
  maxWorkers: process.env.DATABASE_URL ? 1 : 2,
};
