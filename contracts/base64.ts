/**
 * Base64 of bytes, on `btoa`/`atob` (browsers and Node ≥ 16 both have them), for the crypto
 * modules' wire formats.
 */

/** Standard base64 (with padding) of bytes. */
export function bytesToBase64(bytes: Uint8Array): string {
  let bin = '';
  for (let i = 0; i < bytes.length; i++) bin += String.fromCharCode(bytes[i]!);
  return btoa(bin);
}

/** Bytes of a standard base64 text; null when it is not base64. */
export function base64ToBytes(text: string): Uint8Array | null {
  let bin: string;
  try {
    bin = atob(text);
  } catch {
    return null;
  }
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}
