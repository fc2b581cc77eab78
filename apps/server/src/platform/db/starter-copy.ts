import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// Creating a PGlite cluster (initdb inside WebAssembly) takes seconds, and migrating it seconds more; a first
// start on an empty data folder instead unpacks a cluster the build made once (scripts/build-starter-database.mjs)
// and then migrates as usual, so a copy made before a newer migration still gets it.

/** The file beside the server bundle where the build leaves its copy: PGlite's own dump (`dumpDataDir`), a tar. */
export const STARTER_COPY_NAME = 'pglite-starter.tar';

const BLOCK = 512;

/** The build's copy beside the running bundle (`dist/pglite-starter.tar`), or undefined when run from source. */
export function bundledStarterCopy(): string | undefined {
  const file = path.join(import.meta.dirname, STARTER_COPY_NAME);
  return existsSync(file) ? file : undefined;
}

function field(header: Buffer, from: number, length: number): string {
  const text = header.toString('latin1', from, from + length);
  const end = text.indexOf('\0');
  return end === -1 ? text : text.slice(0, end);
}

/**
 * Writes the files of a tar (ustar: files and folders, as PGlite's dump has them) under `dir`. Reading one file
 * and writing the cluster's ~1,500 small files is several times cheaper than copying them from a folder.
 */
function unpackTar(tar: Buffer, dir: string): void {
  for (let offset = 0; offset + BLOCK <= tar.length; ) {
    const header = tar.subarray(offset, offset + BLOCK);
    if (header.every((byte) => byte === 0)) break; // the end-of-archive blocks
    const prefix = field(header, 257, 5) === 'ustar' ? field(header, 345, 155) : '';
    const name = `${prefix}${prefix ? '/' : ''}${field(header, 0, 100)}`.replace(/^\/+/, '');
    const size = parseInt(field(header, 124, 12).trim() || '0', 8);
    const type = field(header, 156, 1) || '0';
    if (name.split('/').includes('..')) throw new Error(`The starter database holds an unsafe path: ${name}`);
    const target = path.join(dir, name);
    offset += BLOCK;
    if (type === '5') mkdirSync(target, { recursive: true });
    else if (type === '0') {
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, tar.subarray(offset, offset + size));
    } else throw new Error(`The starter database holds a tar entry of type ${type}: ${name}`);
    offset += Math.ceil(size / BLOCK) * BLOCK;
  }
}

/**
 * Fills an empty (or missing) data folder with the starter copy; returns whether it did. The copy is unpacked
 * beside the folder and renamed into place, so a start killed while unpacking leaves no half database behind.
 */
export function copyStarterInto(starter: string, dataDir: string): boolean {
  if (existsSync(path.join(dataDir, 'PG_VERSION')) || (existsSync(dataDir) && readdirSync(dataDir).length > 0)) return false;
  const partial = `${dataDir}.starting`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { recursive: true });
  unpackTar(readFileSync(starter), partial);
  rmSync(dataDir, { recursive: true, force: true });
  renameSync(partial, dataDir);
  return true;
}
