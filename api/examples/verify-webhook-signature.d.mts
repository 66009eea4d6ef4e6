/** See verify-webhook-signature.mjs (the README quotes it; tests/api/webhooks.test.ts verifies deliveries with it). */
export declare function verifyWebhookSignature(body: string | Buffer, header: string | undefined, secret: string, toleranceSeconds?: number, now?: number): boolean;
