export interface VerifyInput {
  /** The endpoint secret, `whsec_…`, as returned when the endpoint was registered or its secret rotated. */
  secret: string;
  /** The X-Parser-Signature header as received (Node gives a string; some frameworks an array). */
  header: string | string[] | null | undefined;
  /** The raw request body, exactly as received, before any JSON parsing. */
  body: string | Uint8Array;
  /** Your clock; the system's by default. */
  now?: Date;
  /** Largest |now - t| accepted, in seconds; 300 by default. */
  toleranceSeconds?: number;
}

export type VerifyFailure =
  'no_header' | 'malformed_header' | 'no_secret' | 'timestamp_out_of_tolerance' | 'signature_mismatch';

export declare const DEFAULT_TOLERANCE_SECONDS: 300;
export declare function webhookSignatureProblem(input: VerifyInput): VerifyFailure | null;
export declare function verifyWebhookSignature(input: VerifyInput): boolean;
