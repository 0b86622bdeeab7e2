// Testing Library's DOM matchers for every jsdom test project.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Unmount what each test rendered (Testing Library only does this itself with vitest globals on).
afterEach(cleanup);
