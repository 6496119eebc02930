// Once per e2e run: the folder of the data folders startServer prepares once and copies for each
// server (server.ts). Removed at the end, so that no run starts from what an older build left.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    e2eTemplates: string;
  }
}

export default function setup(project: TestProject): () => void {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'console-e2e-templates-'));
  project.provide('e2eTemplates', folder);
  return () => fs.rmSync(folder, { recursive: true, force: true });
}
