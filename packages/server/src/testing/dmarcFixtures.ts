// Test helpers of the DMARC parsers: the shared real-world fixtures (../shared/fixtures/dmarc
// beside the repository, parsedmarc's samples) and a small zip writer, so tests can build the
// archives they need (bombs, lying headers) without a zip library in the server's dependencies.

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { crc32, deflateRawSync } from 'node:zlib';

const repositoryRoot = path.resolve(import.meta.dirname, '../../../..');
export const fixturesDirectory = path.resolve(repositoryRoot, '../shared/fixtures/dmarc');

export const fixture = (name: string) => readFileSync(path.join(fixturesDirectory, name));

export interface ZipEntrySpec {
  name: string;
  /** raw deflate data (method 8) */
  deflated: Buffer;
  crc: number;
  size: number;
  /** the size written in the headers, when a test wants them to lie */
  declaredSize?: number;
}

export const zipEntry = (name: string, content: Buffer): ZipEntrySpec => ({
  name,
  deflated: deflateRawSync(content),
  crc: crc32(content),
  size: content.length,
});

/** A zip archive (deflate, no extras) of the given entries. */
export function buildZip(entries: ZipEntrySpec[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const size = entry.declaredSize ?? entry.size;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(entry.crc >>> 0, 14);
    local.writeUInt32LE(entry.deflated.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(entry.crc >>> 0, 16);
    central.writeUInt32LE(entry.deflated.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, entry.deflated);
    centrals.push(central, name);
    offset += local.length + name.length + entry.deflated.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
