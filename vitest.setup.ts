import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// `findBy*` and `waitFor` wait up to 5 s rather than 1 s: under `npm test` the unit suite shares
// the machine's two cores with the browser suites, and a route's first render can take seconds.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());
