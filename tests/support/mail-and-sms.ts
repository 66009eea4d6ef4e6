import { createServer, type Server } from 'node:http';
import { createServer as createTcpServer, type AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface LocalSmtp {
  port: number;
  received: ReceivedMail[];
  stop(): Promise<void>;
}

/** An SMTP server on this machine (smtp-server) that takes one account's sign-in and keeps what it is sent. */
export const startLocalSmtp = async (account: { username: string; password: string }): Promise<LocalSmtp> => {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    authMethods: ['PLAIN', 'LOGIN'],
    allowInsecureAuth: true,
    logger: false,
    onAuth: (auth, _session, done) =>
      auth.username === account.username && auth.password === account.password ? done(null, { user: auth.username }) : done(new Error('Invalid username or password')),
    onData: (stream, session, done) => {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push({ from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '', to: session.envelope.rcptTo.map((to) => to.address), raw });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return { port, received, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
};

export interface GatewayRequest {
  authorization?: string;
  body: { to?: string; from?: string; body?: string };
}

export interface LocalSmsGateway {
  url: string;
  requests: GatewayRequest[];
  /** The status the gateway answers with from now on (200 by default), with its reason phrase and headers (a redirect's Location). */
  answer(status: number, reason?: string, headers?: Record<string, string>): void;
  stop(): Promise<void>;
}

/** An HTTP SMS gateway on this machine (127.0.0.1 unless told) that keeps every message posted to it. */
export const startLocalSmsGateway = async (options: { host?: string } = {}): Promise<LocalSmsGateway> => {
  const host = options.host ?? '127.0.0.1';
  const requests: GatewayRequest[] = [];
  let answer: { status: number; reason?: string; headers?: Record<string, string> } = { status: 200 };
  const server: Server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    request.on('end', () => {
      requests.push({ authorization: request.headers.authorization, body: JSON.parse(text || '{}') });
      const headers = { 'content-type': 'application/json', ...answer.headers };
      const body = JSON.stringify({ accepted: answer.status < 300 });
      (answer.reason ? response.writeHead(answer.status, answer.reason, headers) : response.writeHead(answer.status, headers)).end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  return {
    url: `http://${host}:${(server.address() as AddressInfo).port}/v1/messages`,
    requests,
    answer: (status, reason, headers) => (answer = { status, reason, headers }),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

export interface BannerServer {
  port: number;
  /** Connections it took so far. */
  readonly connections: number;
  stop(): Promise<void>;
}

/** A TCP service that greets each connection with its banner (an SSH or database server's first line) and holds it open. */
export const startBannerServer = async (host: string, banner: string): Promise<BannerServer> => {
  let connections = 0;
  const sockets = new Set<import('node:net').Socket>();
  const server = createTcpServer((socket) => {
    connections += 1;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    socket.write(`${banner}\r\n`);
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  return {
    port: (server.address() as AddressInfo).port,
    get connections() {
      return connections;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
};
