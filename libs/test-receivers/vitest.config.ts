import { projectTestConfig } from '../../tools/vitest/project-config.ts';

export default projectTestConfig(import.meta.dirname, 'node');
