// Opaque-signed S/MIME (application/pkcs7-mime; smime-type=signed-data): the signed MIME entity is inside
// the CMS SignedData (RFC 5652) as encapContentInfo.eContent. A small BER reader takes it out so the walk
// can read the documents; the signature is not verified (we read what the broker sent, signed or not).
// Enveloped (encrypted) data cannot be read without the key and is left alone. Pure.

interface BerNode {
  tag: number;
  constructed: boolean;
  start: number;
  end: number;
  next: number;
}

const MAX_DEPTH = 32;
const SIGNED_DATA_OID = Buffer.from('2a864886f70d010702', 'hex');

function readNode(b: Uint8Array, pos: number, depth = 0): BerNode {
  if (depth > MAX_DEPTH || !(pos + 2 <= b.length)) throw new Error('BER: truncated or too deep');
  const tag = b[pos]!;
  if ((tag & 0x1f) === 0x1f) throw new Error('BER: high tag numbers are not used by CMS');
  const constructed = (tag & 0x20) !== 0;
  let p = pos + 1;
  let len = b[p++]!;
  if (len === 0x80) {
    // Indefinite length: children until the end-of-contents octets 00 00.
    let q = p;
    while (!(b[q] === 0 && b[q + 1] === 0)) {
      if (!(q + 2 <= b.length)) throw new Error('BER: missing end of contents');
      q = readNode(b, q, depth + 1).next;
    }
    return { tag, constructed, start: p, end: q, next: q + 2 };
  }
  if (len & 0x80) {
    const n = len & 0x7f;
    if (n > 4 || p + n > b.length) throw new Error('BER: length too large or truncated');
    len = 0;
    for (let i = 0; i < n; i++) len = len * 256 + b[p++]!;
  }
  if (p + len > b.length) throw new Error('BER: length past the end');
  return { tag, constructed, start: p, end: p + len, next: p + len };
}

function children(b: Uint8Array, n: BerNode, depth: number): BerNode[] {
  const out: BerNode[] = [];
  for (let p = n.start; p < n.end;) {
    const c = readNode(b, p, depth + 1);
    out.push(c);
    p = c.next;
  }
  return out;
}

/** An OCTET STRING's bytes; BER may split it into a constructed string of chunks. */
function octets(b: Uint8Array, n: BerNode, depth: number): Buffer {
  if (!n.constructed) return Buffer.from(b.subarray(n.start, n.end));
  return Buffer.concat(children(b, n, depth).map((c) => octets(b, c, depth + 1)));
}

/** The signed MIME entity inside a CMS SignedData, or null when the bytes are not one (or carry no content). */
export function signedDataContent(der: Uint8Array): Uint8Array | null {
  try {
    const ci = readNode(der, 0);
    const [oid, explicit] = children(der, ci, 0);
    if (!oid || oid.tag !== 0x06 || !explicit || explicit.tag !== 0xa0) return null;
    if (!Buffer.from(der.subarray(oid.start, oid.end)).equals(SIGNED_DATA_OID)) return null;
    const signedData = children(der, explicit, 1)[0];
    if (!signedData) return null;
    const encap = children(der, signedData, 2)[2];
    if (!encap || encap.tag !== 0x30) return null;
    const eContent = children(der, encap, 3)[1];
    if (!eContent || eContent.tag !== 0xa0) return null;
    const str = children(der, eContent, 4)[0];
    if (!str || (str.tag & 0x1f) !== 0x04) return null;
    return new Uint8Array(octets(der, str, 5));
  } catch {
    return null;
  }
}
