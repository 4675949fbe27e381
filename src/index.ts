// The package's public exports.
export { verifyWebhookSignature, type VerifyWebhookSignatureInput } from './events/signature.ts';
