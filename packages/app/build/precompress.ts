// A Vite plugin that writes a .gz and a .br twin of every text asset of the build, so the
// server sends compressed files without compressing on each request (@fastify/static's
// preCompressed option picks the twin the browser accepts). The .gz twins of what a browser
// runs are made by Zopfli (@gfx/zopfli, Google's compressor built to WebAssembly): gzip that
// any browser reads, 3 to 5 % smaller than zlib's level 9 (sign-in page 191.4 -> 185.2 kB,
// report page 476.3 -> 458.1 kB), at about a second per 100 kB when building. Source maps,
// fetched only by developer tools, keep zlib and a quick brotli: quality 11 spent 21 of the
// build's 50 s on their 9 MB, quality 5 spends half a second.
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { gzipAsync as zopfliGzip } from '@gfx/zopfli';
import type { Plugin } from 'vite';

const zlibGzip = promisify(gzip);
const brotliAsync = promisify(brotliCompress);
const compressible = /\.(?:js|mjs|css|html|svg|json|map|txt)$/;
/** Below this, compression saves less than the extra file costs. */
const minimumBytes = 1024;

export function precompress(): Plugin {
  return {
    name: 'console-precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      await Promise.all(
        Object.keys(bundle)
          .filter((fileName) => compressible.test(fileName))
          .map(async (fileName) => {
            const file = path.join(outDir, fileName);
            const content = await fs.readFile(file);
            if (content.length < minimumBytes) return;
            const isMap = fileName.endsWith('.map');
            const [gzipped, brotli] = await Promise.all([
              isMap ? zlibGzip(content, { level: 9 }) : zopfliGzip(content, { numiterations: 15 }),
              brotliAsync(content, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: isMap ? 5 : 11,
                  [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
                },
              }),
            ]);
            await fs.writeFile(`${file}.gz`, gzipped);
            await fs.writeFile(`${file}.br`, brotli);
          }),
      );
    },
  };
}
