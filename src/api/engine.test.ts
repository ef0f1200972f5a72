import { expect, it } from 'vitest';
import { EventDetail } from './schemas';

it('parses with the engine its project names (zod-lite in lite-*)', ({ task }) => {
  const lite = task.file.projectName?.startsWith('lite-') ?? false;
  expect('_zod' in EventDetail).toBe(!lite);
});
