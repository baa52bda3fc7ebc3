import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Config } from '../platform/config.ts';

/** Where backups are kept: a folder (BACKUP_DIR) or an S3 bucket and prefix (BACKUP_S3_*). */
export interface BackupStore {
  /** Moves a finished local file in under `name`. */
  putFile(name: string, path: string, size: number): Promise<void>;
  putText(name: string, text: string): Promise<void>;
  readText(name: string): Promise<string>;
  /** Copies `name` to a local file. */
  download(name: string, path: string): Promise<void>;
  list(): Promise<string[]>;
  delete(name: string): Promise<void>;
  location(name: string): string;
}

export class DiskBackupStore implements BackupStore {
  readonly dir: string;
  constructor(dir: string) {
    this.dir = resolve(dir);
  }
  async putFile(name: string, path: string) {
    await mkdir(this.dir, { recursive: true });
    await rename(path, join(this.dir, name));
  }
  async putText(name: string, text: string) {
    await mkdir(this.dir, { recursive: true });
    // Written beside, then renamed: a reader never sees half a manifest.
    const part = join(this.dir, `.${name}.part`);
    await writeFile(part, text);
    await rename(part, join(this.dir, name));
  }
  readText(name: string) {
    return readFile(join(this.dir, name), 'utf8');
  }
  async download(name: string, path: string) {
    await pipeline(createReadStream(join(this.dir, name)), createWriteStream(path));
  }
  async list() {
    try {
      return (await readdir(this.dir)).filter((name) => !name.startsWith('.'));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
  }
  async delete(name: string) {
    await rm(join(this.dir, name), { force: true });
  }
  location(name: string) {
    return join(this.dir, name);
  }
}

export interface S3BackupConfig {
  bucket: string;
  prefix: string;
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

/** The same S3 client as the release files (`releases/storage/s3-storage.ts`), in its own bucket or prefix. */
export class S3BackupStore implements BackupStore {
  private readonly client: S3Client;
  constructor(private readonly config: S3BackupConfig) {
    this.client = new S3Client({
      ...(config.endpoint ? { endpoint: config.endpoint } : {}),
      region: config.region,
      forcePathStyle: config.forcePathStyle,
      ...(config.accessKeyId && config.secretAccessKey
        ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }
        : {}),
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }
  private key(name: string) {
    return `${this.config.prefix}${name}`;
  }
  async putFile(name: string, path: string, size: number) {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.config.bucket,
        Key: this.key(name),
        Body: createReadStream(path),
        ContentLength: size,
      }),
    );
    await rm(path, { force: true });
  }
  async putText(name: string, text: string) {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.config.bucket,
        Key: this.key(name),
        Body: text,
        ContentType: 'application/json',
      }),
    );
  }
  async readText(name: string) {
    const res = await this.client.send(new GetObjectCommand({ Bucket: this.config.bucket, Key: this.key(name) }));
    return res.Body!.transformToString('utf8');
  }
  async download(name: string, path: string) {
    const res = await this.client.send(new GetObjectCommand({ Bucket: this.config.bucket, Key: this.key(name) }));
    await pipeline(res.Body as Readable, createWriteStream(path));
  }
  async list() {
    const names: string[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.config.bucket, Prefix: this.config.prefix, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) {
        const name = object.Key!.slice(this.config.prefix.length);
        if (name && !name.includes('/')) names.push(name);
      }
      token = page.NextContinuationToken;
    } while (token);
    return names;
  }
  async delete(name: string) {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: this.key(name) }));
  }
  location(name: string) {
    return `s3://${this.config.bucket}/${this.key(name)}`;
  }
  destroy() {
    this.client.destroy();
  }
}

/** BACKUP_S3_BUCKET (with BACKUP_S3_* or else the release files' S3_* settings), else BACKUP_DIR or DATA_DIR/backups. */
export function backupStoreFor(config: Config): BackupStore {
  if (config.BACKUP_S3_BUCKET)
    return new S3BackupStore({
      bucket: config.BACKUP_S3_BUCKET,
      prefix: config.BACKUP_S3_PREFIX,
      endpoint: config.BACKUP_S3_ENDPOINT ?? config.S3_ENDPOINT,
      region: config.BACKUP_S3_REGION ?? config.S3_REGION,
      accessKeyId: config.BACKUP_S3_ACCESS_KEY_ID ?? config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.BACKUP_S3_SECRET_ACCESS_KEY ?? config.S3_SECRET_ACCESS_KEY,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
    });
  return new DiskBackupStore(config.BACKUP_DIR ?? join(config.DATA_DIR, 'backups'));
}

export const fileSize = async (path: string) => (await stat(path)).size;
