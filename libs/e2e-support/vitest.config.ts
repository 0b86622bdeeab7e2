import { projectTestConfig } from '@agency/vitest-preset';

export default projectTestConfig(import.meta.dirname, 'node');
