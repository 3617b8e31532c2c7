import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/**
 * A local S3-compatible server (s3rver) on a free port, with one bucket, storing in a temporary
 * directory: what STORAGE_URL points at in the tests.
 */
export interface TestS3 {
  bucket: string;
  /** STORAGE_URL for this server, with s3rver's only key pair (S3RVER / S3RVER). */
  storageUrl: string;
  /** Where s3rver keeps its objects. */
  directory: string;
  port: number;
  /** Keys stored in the bucket (s3rver keeps each object as KEY._S3rver_object). */
  keys(): Promise<string[]>;
  close(): Promise<void>;
}

export const S3_BUCKET = 'passerelle-test';

export async function startS3(): Promise<TestS3> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'passerelle-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: S3_BUCKET }],
  });
  const { port } = await server.run();
  return {
    bucket: S3_BUCKET,
    storageUrl: `s3://S3RVER:S3RVER@127.0.0.1:${port}/${S3_BUCKET}?region=eu-west-3&tls=false`,
    directory,
    port,
    async keys() {
      const found: string[] = [];
      const walk = async (dir: string, prefix: string) => {
        for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
          if (entry.isDirectory()) await walk(path.join(dir, entry.name), `${prefix}${entry.name}/`);
          else if (entry.name.endsWith('._S3rver_object')) found.push(`${prefix}${entry.name.replace(/\._S3rver_object$/, '')}`);
        }
      };
      await walk(path.join(directory, S3_BUCKET), '');
      return found.sort();
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/** A loopback port on which nothing listens (a storage that is down). */
export function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
