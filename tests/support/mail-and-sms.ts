import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
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
  /** The status the gateway answers with from now on (200 by default). */
  answer(status: number): void;
  stop(): Promise<void>;
}

/** An HTTP SMS gateway on this machine that keeps every message posted to it. */
export const startLocalSmsGateway = async (): Promise<LocalSmsGateway> => {
  const requests: GatewayRequest[] = [];
  let status = 200;
  const server: Server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    request.on('end', () => {
      requests.push({ authorization: request.headers.authorization, body: JSON.parse(text || '{}') });
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ accepted: status < 300 }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/messages`,
    requests,
    answer: (next) => (status = next),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
