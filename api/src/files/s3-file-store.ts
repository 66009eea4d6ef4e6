import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
  type CompletedPart,
} from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import type { FileStore } from './file-store';
import type { S3Config } from './files-config';

/**
 * An upload goes to the bucket in parts of this size (S3's smallest but the last): at most one part
 * of an upload is held in memory. A smaller file goes in one PUT.
 */
export const S3_PART_BYTES = 5 * 1024 * 1024;

/** The bytes in pieces of `size` (the last one shorter), never holding more than one piece and a chunk. */
async function* piecesOf(bytes: AsyncIterable<Buffer> | Iterable<Buffer>, size: number): AsyncGenerator<Buffer> {
  let held: Buffer[] = [];
  let heldSize = 0;
  for await (const chunk of bytes) {
    held.push(chunk);
    heldSize += chunk.length;
    while (heldSize >= size) {
      const joined = Buffer.concat(held);
      yield joined.subarray(0, size);
      held = [joined.subarray(size)];
      heldSize -= size;
    }
  }
  if (heldSize > 0) yield Buffer.concat(held);
}

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

  /**
   * A file of one part goes in one PUT; a larger one as a multipart upload, part by part as the
   * bytes arrive, completed only once they all came: an upload refused on the way is aborted, so
   * no object (nor any part of one) stays in the bucket.
   */
  async put(key: string, bytes: Buffer | Readable, type: string): Promise<void> {
    const Bucket = this.config.bucket;
    const Key = this.keyOf(key);
    const pieces = piecesOf(Buffer.isBuffer(bytes) ? [bytes] : bytes, S3_PART_BYTES);
    const first = await pieces.next();
    const second = first.done ? first : await pieces.next();
    if (second.done) {
      const body = first.done ? Buffer.alloc(0) : first.value;
      await this.client.send(new PutObjectCommand({ Bucket, Key, Body: body, ContentLength: body.length, ContentType: type }));
      return;
    }
    const { UploadId } = await this.client.send(new CreateMultipartUploadCommand({ Bucket, Key, ContentType: type }));
    try {
      const parts: CompletedPart[] = [];
      const send = async (body: Buffer) => {
        const PartNumber = parts.length + 1;
        const { ETag } = await this.client.send(new UploadPartCommand({ Bucket, Key, UploadId, PartNumber, Body: body, ContentLength: body.length }));
        parts.push({ ETag, PartNumber });
      };
      await send(first.value as Buffer);
      await send(second.value);
      for await (const piece of pieces) await send(piece);
      await this.client.send(new CompleteMultipartUploadCommand({ Bucket, Key, UploadId, MultipartUpload: { Parts: parts } }));
    } catch (error) {
      await pieces.return(undefined);
      await this.client.send(new AbortMultipartUploadCommand({ Bucket, Key, UploadId })).catch(() => undefined);
      throw error;
    }
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
