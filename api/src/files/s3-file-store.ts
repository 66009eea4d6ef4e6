import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import type { FileStore } from './file-store';
import type { S3Config } from './files-config';

/** Files in an S3-compatible bucket (AWS S3, MinIO, Ceph...): every API instance sees the same files. */
export class S3FileStore implements FileStore {
  readonly description: string;
  private readonly client: S3Client;

  constructor(private readonly config: S3Config) {
    this.description = `files in the bucket ${config.bucket}${config.endpoint ? ` at ${config.endpoint}` : ''}`;
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.forcePathStyle,
      // Without keys the SDK's own chain applies (AWS_* variables, an instance role).
      credentials: config.accessKeyId && config.secretAccessKey ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } : undefined,
    });
  }

  private keyOf(key: string): string {
    return `${this.config.prefix}${key}`;
  }

  async put(key: string, bytes: Buffer, type: string): Promise<void> {
    await this.client.send(new PutObjectCommand({ Bucket: this.config.bucket, Key: this.keyOf(key), Body: bytes, ContentType: type }));
  }

  async get(key: string): Promise<Readable | undefined> {
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.config.bucket, Key: this.keyOf(key) }));
      return answer.Body as Readable | undefined;
    } catch (error) {
      if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return undefined;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: this.keyOf(key) }));
  }
}
