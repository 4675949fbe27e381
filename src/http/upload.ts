// One uploaded file streamed into the blob store as it arrives: the API never holds a whole upload in memory.
// Its first bytes are kept for the type check and its size counted against the request's limit.
import type { ApiError } from '../errors.ts';
import type { BlobStore } from '../store/blobs.ts';

/** Enough of a file's start for `sniffContentType` (a PDF header may sit anywhere in the first KiB). */
const HEAD_BYTES = 1024;

export interface StoredUpload {
  sha256: string;
  size: number;
  head: Uint8Array;
}

/**
 * Stores `source` by content. Past `maxBytes` the read stops with `payload_too_large` and nothing is stored; a
 * file the store took but the caller then refuses (not a PDF, PNG or JPEG) is left to the orphan sweep.
 */
export async function storeUpload(
  blobs: BlobStore,
  source: AsyncIterable<Uint8Array>,
  maxBytes: number,
  tooLarge: () => ApiError,
): Promise<StoredUpload> {
  let size = 0;
  const head: number[] = [];
  async function* counted(): AsyncGenerator<Uint8Array> {
    for await (const chunk of source) {
      size += chunk.length;
      if (size > maxBytes) throw tooLarge();
      for (let i = 0; head.length < HEAD_BYTES && i < chunk.length; i++) head.push(chunk[i]!);
      yield chunk;
    }
  }
  const sha256 = await blobs.putStream(counted());
  return { sha256, size, head: Uint8Array.from(head) };
}
