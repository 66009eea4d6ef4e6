import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { issueCertificate, readCsr, testCa } from './zatca-certificates';
import { cryptoProblems, parseInvoice, structureProblems, totalsProblems } from './zatca-checks';

/** How the simulator answers the next clearance or reporting call. */
export type SimulatedAnswer = 'accept' | 'warn' | 'reject' | 'timeout' | 'serverError';

interface Received {
  path: string;
  uuid: string;
  invoiceHash: string;
  xml: string;
}

/** The one-time password the simulated Fatoora portal takes. */
export const SIMULATOR_OTP = '123456';

const message = (type: 'ERROR' | 'WARNING', code: string, text: string) => ({ type, code, category: 'XSD_SCHEMA_ERROR', message: text, status: type });

/**
 * A local stand-in for ZATCA's Fatoora API (version 2) as a plain HTTP server: compliance CSID
 * for a CSR and OTP, compliance invoice checks, production CSID, clearance and reporting, each
 * answered in ZATCA's shapes. Invoices are checked offline (zatca-checks.ts): a broken one is
 * rejected with the rules it breaks. `next()` scripts the next answers: warnings, a rejection, a
 * timeout (no answer until long after the client gave up) or a 500.
 */
export class ZatcaSimulator {
  private server?: Server;
  private readonly ca = testCa();
  private readonly credentials = new Map<string, { secret: string; stage: 'compliance' | 'production'; csr: string }>();
  private readonly requests = new Map<string, string>();
  private readonly script: SimulatedAnswer[] = [];
  readonly received: Received[] = [];
  /** How long a 'timeout' answer holds the connection. */
  holdMs = 3_000;
  url = '';

  private readonly failing = new Set<string>();

  /** The next call to this path answers 500 (ZATCA down for a moment). */
  failOnce(path: string): void {
    this.failing.add(path);
  }

  /** The answers of the next clearance or reporting calls, in order (then 'accept'). */
  next(...answers: SimulatedAnswer[]): void {
    this.script.push(...answers);
  }

  async start(): Promise<string> {
    this.server = createServer((request, response) => void this.handle(request, response).catch(() => this.send(response, 500, {})));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.url;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }

  private send(response: ServerResponse, status: number, body: unknown): void {
    if (response.headersSent || response.destroyed) return;
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  }

  private credential(request: IncomingMessage, stage: 'compliance' | 'production'): { token: string; csr: string } | undefined {
    const header = request.headers.authorization ?? '';
    const [token, secret] = Buffer.from(header.replace(/^Basic /, ''), 'base64').toString().split(':');
    const known = token ? this.credentials.get(token) : undefined;
    return known && known.secret === secret && known.stage === stage ? { token: token!, csr: known.csr } : undefined;
  }

  private csid(csr: string, stage: 'compliance' | 'production'): { binarySecurityToken: string; secret: string } {
    const certificate = issueCertificate(this.ca, readCsr(csr));
    const binarySecurityToken = Buffer.from(certificate).toString('base64');
    const secret = randomBytes(16).toString('base64');
    this.credentials.set(binarySecurityToken, { secret, stage, csr });
    return { binarySecurityToken, secret };
  }

  /** The offline checks' findings as ZATCA's error messages. */
  private static check(xml: string): { errors: ReturnType<typeof message>[]; kind: 'simplified' | 'standard' } {
    const parsed = parseInvoice(xml);
    const kind = parsed.root.getElementsByTagNameNS('urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2', 'InvoiceTypeCode')[0]?.getAttribute('name') === '0100000' ? 'standard' : 'simplified';
    const creditNote = xml.includes('>381</cbc:InvoiceTypeCode>');
    const problems = [...structureProblems(parsed, kind, creditNote), ...totalsProblems(parsed), ...cryptoProblems(xml, kind).problems];
    return { errors: problems.map((problem) => message('ERROR', problem.split(':')[0]!, problem)), kind };
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = chunks.length ? (JSON.parse(Buffer.concat(chunks).toString()) as Record<string, string>) : {};
    const path = request.url ?? '';
    if (request.method !== 'POST') return this.send(response, 405, {});
    if (request.headers['accept-version'] !== 'V2') return this.send(response, 400, { message: 'Invalid Request, accept-version should be V2' });
    if (this.failing.delete(path)) return this.send(response, 500, {});

    if (path === '/compliance') {
      if (request.headers.otp !== SIMULATOR_OTP) return this.send(response, 400, { errors: [{ code: 'Invalid-OTP', message: 'The provided OTP is invalid' }] });
      const requestID = String(Date.now());
      this.requests.set(requestID, body.csr!);
      return this.send(response, 200, { requestID, dispositionMessage: 'ISSUED', ...this.csid(body.csr!, 'compliance'), errors: null });
    }
    if (path === '/production/csids') {
      const compliance = this.credential(request, 'compliance');
      if (!compliance) return this.send(response, 401, {});
      if (this.requests.get(body.compliance_request_id!) !== compliance.csr) return this.send(response, 400, { errors: [{ code: 'Invalid-Request-ID', message: 'The compliance request ID is not known' }] });
      return this.send(response, 200, { requestID: body.compliance_request_id, dispositionMessage: 'ISSUED', ...this.csid(compliance.csr, 'production') });
    }

    const stage = path === '/compliance/invoices' ? 'compliance' : 'production';
    if (!['/compliance/invoices', '/invoices/clearance/single', '/invoices/reporting/single'].includes(path)) return this.send(response, 404, {});
    if (!this.credential(request, stage)) return this.send(response, 401, {});
    const xml = Buffer.from(body.invoice ?? '', 'base64').toString('utf8');
    this.received.push({ path, uuid: body.uuid!, invoiceHash: body.invoiceHash!, xml });
    const { errors, kind } = ZatcaSimulator.check(xml);
    const answer: SimulatedAnswer = stage === 'production' ? (this.script.shift() ?? 'accept') : 'accept';
    if (answer === 'timeout') {
      await new Promise((resolve) => setTimeout(resolve, this.holdMs));
      return this.send(response, 504, {});
    }
    if (answer === 'serverError') return this.send(response, 500, {});
    if (answer === 'reject') errors.push(message('ERROR', 'BR-KSA-37', 'The seller address building number must contain 4 digits.'));
    const warnings = answer === 'warn' ? [message('WARNING', 'BR-KSA-08', 'The seller identification should be a valid CRN.')] : [];
    const clearance = path === '/invoices/clearance/single' || (stage === 'compliance' && kind === 'standard');
    const accepted = errors.length === 0;
    const validationResults = { infoMessages: [{ type: 'INFO', code: 'XSD_ZATCA_VALID', category: 'XSD validation', message: 'Complied with UBL 2.1 standards in line with ZATCA specifications', status: 'PASS' }], warningMessages: warnings, errorMessages: errors, status: accepted ? (warnings.length ? 'WARNING' : 'PASS') : 'ERROR' };
    const status = accepted ? (warnings.length ? 202 : 200) : 400;
    if (clearance) return this.send(response, status, { validationResults, clearanceStatus: accepted ? 'CLEARED' : 'NOT_CLEARED', clearedInvoice: accepted ? body.invoice : null });
    return this.send(response, status, { validationResults, reportingStatus: accepted ? 'REPORTED' : 'NOT_REPORTED' });
  }
}
