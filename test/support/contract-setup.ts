import { takeViolations } from './contract';

// Fails the test whose responses did not keep to /api/docs (see contract.ts).
const assertNoViolations = () => {
  const v = takeViolations();
  if (v.length) throw new Error(`${v.length} response(s) do not match /api/docs:\n${v.join('\n')}`);
};

afterEach(assertNoViolations);
afterAll(assertNoViolations);
