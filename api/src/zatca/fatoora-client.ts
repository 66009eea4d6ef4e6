import { DeliveryError, deliveryErrorOf, httpStatusError } from '../outbox/delivery-error';
import type { FatooraEndpoint } from './fatoora-endpoints';

/** One of ZATCA's validation messages. */
export interface FatooraMessage {
  type?: string;
  code?: string;
  category?: string;
  message?: string;
  status?: string;
}

export interface ValidationResults {
  infoMessages?: FatooraMessage[] | FatooraMessage;
  warningMessages?: FatooraMessage[];
  errorMessages?: FatooraMessage[];
  status?: 'PASS' | 'WARNING' | 'ERROR';
}

/** An answer to an invoice sent for clearance, reporting or a compliance check. */
export interface InvoiceAnswer {
  httpStatus: number;
  validationResults?: ValidationResults;
  clearanceStatus?: string;
  reportingStatus?: string;
  /** Clearance only: the invoice as ZATCA stamped it, base64. */
  clearedInvoice?: string;
}

export interface CsidAnswer {
  requestID: number | string;
  binarySecurityToken: string;
  secret: string;
  dispositionMessage?: string;
}

export interface Credentials {
  token: string;
  secret: string;
}

export interface InvoiceSubmission {
  invoiceHash: string;
  uuid: string;
  /** The signed XML, base64. */
  invoice: string;
}

/**
 * The Fatoora API (ZATCA's e-invoicing gateway, version 2): onboarding, compliance checks,
 * clearance and reporting. A timeout, a refused connection or a 5xx throws a DeliveryError (the
 * outbox tries again); a 400 with validation results is an answer, returned.
 */
export class FatooraClient {
  constructor(private readonly endpoint: FatooraEndpoint) {}

  private async call<T>(path: string, body: unknown, headers: Record<string, string>, answers: readonly number[]): Promise<{ status: number; body: T }> {
    let response: Response;
    try {
      response = await fetch(`${this.endpoint.baseUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', 'accept-language': 'en', 'accept-version': 'V2', ...headers },
        body: JSON.stringify(body),
        redirect: 'manual',
        signal: AbortSignal.timeout(this.endpoint.timeoutMs),
      });
    } catch (error) {
      const name = (error as { name?: string })?.name;
      throw name === 'TimeoutError' || name === 'AbortError' ? new DeliveryError('timedOut', 'ZATCA did not answer in time') : deliveryErrorOf((error as { cause?: unknown })?.cause ?? error);
    }
    if (!answers.includes(response.status)) {
      await response.body?.cancel();
      throw httpStatusError('ZATCA', response.status);
    }
    return { status: response.status, body: (await response.json().catch(() => ({}))) as T };
  }

  private static basic({ token, secret }: Credentials): string {
    return `Basic ${Buffer.from(`${token}:${secret}`).toString('base64')}`;
  }

  /** The compliance CSID for a CSR, with the one-time password from the Fatoora portal. */
  async complianceCsid(csr: string, otp: string): Promise<CsidAnswer | undefined> {
    const { status, body } = await this.call<CsidAnswer>('/compliance', { csr }, { otp }, [200, 400]);
    // 400: the one-time password (or the CSR) was not accepted.
    return status === 200 ? body : undefined;
  }

  /** One sample invoice checked with the compliance CSID. */
  async complianceCheck(credentials: Credentials, submission: InvoiceSubmission): Promise<InvoiceAnswer> {
    const { status, body } = await this.call<InvoiceAnswer>('/compliance/invoices', submission, { authorization: FatooraClient.basic(credentials) }, [200, 202, 400]);
    return { ...body, httpStatus: status };
  }

  /** The production CSID, once the compliance checks passed. */
  async productionCsid(credentials: Credentials, complianceRequestId: string): Promise<CsidAnswer> {
    return (await this.call<CsidAnswer>('/production/csids', { compliance_request_id: complianceRequestId }, { authorization: FatooraClient.basic(credentials) }, [200])).body;
  }

  /** A standard invoice cleared: ZATCA's stamped copy back, or its reasons. */
  async clear(credentials: Credentials, submission: InvoiceSubmission): Promise<InvoiceAnswer> {
    const { status, body } = await this.call<InvoiceAnswer>('/invoices/clearance/single', submission, { authorization: FatooraClient.basic(credentials), 'clearance-status': '1' }, [200, 202, 400]);
    return { ...body, httpStatus: status };
  }

  /** A simplified invoice reported (within 24 hours of its issue). */
  async report(credentials: Credentials, submission: InvoiceSubmission): Promise<InvoiceAnswer> {
    const { status, body } = await this.call<InvoiceAnswer>('/invoices/reporting/single', submission, { authorization: FatooraClient.basic(credentials), 'clearance-status': '0' }, [200, 202, 400]);
    return { ...body, httpStatus: status };
  }
}
