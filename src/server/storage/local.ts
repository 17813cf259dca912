import 'server-only';
import { randomBytes } from 'node:crypto';
import { access, copyFile, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertSafeKey } from './keys';
import { mediaUrl, type StoredObject, type Storage } from './types';

const META_DIR = '.meta';

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR';
}

export class LocalStorage implements Storage {
  readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  private filePath(key: string): string {
    const file = path.resolve(this.root, assertSafeKey(key));
    // Belt and braces: a safe key can never leave the root, but check the resolved path anyway.
    if (!file.startsWith(this.root + path.sep)) throw new Error('Storage key escapes the storage root');
    return file;
  }

  private metaPath(key: string): string {
    return path.join(this.root, META_DIR, `${assertSafeKey(key)}.json`);
  }

  private async writeAtomically(file: string, data: Uint8Array | string | { copyOf: string }) {
    await mkdir(path.dirname(file), { recursive: true });
    const partial = `${file}.${randomBytes(6).toString('hex')}.partial`;
    try {
      if (typeof data === 'object' && 'copyOf' in data) await copyFile(data.copyOf, partial);
      else await writeFile(partial, data);
      await rename(partial, file);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    const file = this.filePath(key);
    await this.writeAtomically(this.metaPath(key), JSON.stringify({ contentType }));
    await this.writeAtomically(file, bytes);
  }

  async get(key: string): Promise<StoredObject | null> {
    const file = this.filePath(key);
    let bytes: Buffer;
    try {
      bytes = await readFile(file);
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
    let contentType = 'application/octet-stream';
    try {
      const meta = JSON.parse(await readFile(this.metaPath(key), 'utf8')) as { contentType?: unknown };
      if (typeof meta.contentType === 'string') contentType = meta.contentType;
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
    return { bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), contentType };
  }

  async copy(from: string, to: string): Promise<boolean> {
    const source = this.filePath(from);
    const target = this.filePath(to);
    try {
      await access(source);
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
    let meta: string;
    try {
      meta = await readFile(this.metaPath(from), 'utf8');
    } catch (error) {
      if (!isMissing(error)) throw error;
      meta = JSON.stringify({ contentType: 'application/octet-stream' });
    }
    // The content type first: the copied file never shows under the wrong type.
    await this.writeAtomically(this.metaPath(to), meta);
    await this.writeAtomically(target, { copyOf: source });
    return true;
  }

  async delete(key: string): Promise<void> {
    await rm(this.filePath(key), { force: true });
    await rm(this.metaPath(key), { force: true });
  }

  url(key: string): string {
    return mediaUrl(assertSafeKey(key));
  }
}
