/**
 * Symmetric encryption of small texts shared by client and sim: the analytics payload of
 * `POST /api/v2/up/save2` (spec §7) and the URL key token read at startup (spec §1).
 *
 * Format (unchanged from the crypto-js passphrase mode it replaces, so old tokens still open):
 * OpenSSL "Salted__" — base64 of `"Salted__" ‖ salt(8) ‖ AES-256-CBC/PKCS7(plain)`, where key and IV
 * come from the passphrase and salt by OpenSSL's EVP_BytesToKey with MD5 and one iteration.
 */
import { cbc } from '@noble/ciphers/aes.js';
import { bytesToUtf8, concatBytes, randomBytes, utf8ToBytes } from '@noble/ciphers/utils.js';
import { md5 } from '@noble/hashes/legacy.js';
import { base64ToBytes, bytesToBase64 } from './base64';

/** The shared passphrase. It hides payloads from casual inspection; it is not a secret. */
export const APP_PASSPHRASE = 'zhigu-app-2026';

const SALTED = utf8ToBytes('Salted__');
const KEY_BYTES = 32;
const IV_BYTES = 16;

/** OpenSSL EVP_BytesToKey (MD5, one round): D_i = MD5(D_{i-1} ‖ pass ‖ salt) until key ‖ iv is filled. */
function keyAndIv(passphrase: string, salt: Uint8Array): { key: Uint8Array; iv: Uint8Array } {
  const pass = utf8ToBytes(passphrase);
  let derived = new Uint8Array(0);
  let block = new Uint8Array(0);
  while (derived.length < KEY_BYTES + IV_BYTES) {
    block = md5(concatBytes(block, pass, salt));
    derived = concatBytes(derived, block);
  }
  return { key: derived.slice(0, KEY_BYTES), iv: derived.slice(KEY_BYTES, KEY_BYTES + IV_BYTES) };
}

/** Encrypts a text under a salt (a new random one unless given: tests pass a fixed salt). */
export function encryptText(plain: string, salt: Uint8Array = randomBytes(8)): string {
  const { key, iv } = keyAndIv(APP_PASSPHRASE, salt);
  return bytesToBase64(concatBytes(SALTED, salt, cbc(key, iv).encrypt(utf8ToBytes(plain))));
}

/** Decrypts a text made by {@link encryptText}; null when it is not one. */
export function decryptText(cipher: string): string | null {
  const bytes = base64ToBytes(cipher);
  if (!bytes || bytes.length < 32 || (bytes.length - 16) % 16 !== 0) return null;
  for (let i = 0; i < SALTED.length; i++) if (bytes[i] !== SALTED[i]) return null;
  const { key, iv } = keyAndIv(APP_PASSPHRASE, bytes.subarray(8, 16));
  try {
    const out = bytesToUtf8(cbc(key, iv).decrypt(bytes.subarray(16)));
    return out.length > 0 ? out : null;
  } catch {
    return null;
  }
}
