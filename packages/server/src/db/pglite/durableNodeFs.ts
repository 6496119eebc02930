// A PGlite file system that really reaches the disk on fsync. PGlite's NodeFS mounts the data
// folder with Emscripten's NODEFS, whose streams have no fsync: PostgreSQL's fsync() calls end
// as no-ops, so a committed transaction may sit in the OS page cache when the machine loses
// power. This subclass gives NODEFS streams an fsync that calls fs.fsyncSync on the real file
// descriptor; with `fsync=on` and `wal_sync_method=fsync` (see openPglite.ts) every commit
// flushes the WAL before it returns, and checkpoints flush data files before WAL is recycled.
import fs from 'node:fs';
import { NodeFS } from '@electric-sql/pglite/nodefs';

interface NodeFsStream {
  nfd?: number;
}
interface EmscriptenModule {
  NODEFS: { stream_ops: Record<string, unknown> };
}
type InitResult = Awaited<ReturnType<NodeFS['init']>>;

export class DurableNodeFS extends NodeFS {
  /** fsync calls that reached the disk; the durability test reads it. */
  syncCount = 0;

  override async init(...args: Parameters<NodeFS['init']>): Promise<InitResult> {
    const result = await super.init(...args);
    const options = result.emscriptenOpts as { preRun?: Array<(module: unknown) => void> };
    const preRun = options.preRun ?? [];
    options.preRun = [
      (module: unknown) => {
        const streamOps = (module as EmscriptenModule).NODEFS.stream_ops;
        streamOps.fsync = (stream: NodeFsStream) => {
          if (stream.nfd !== undefined) {
            fs.fsyncSync(stream.nfd);
            this.syncCount += 1;
          }
          return 0;
        };
      },
      ...preRun,
    ];
    return result;
  }
}
