/**
 * Symmetric encryption of small texts shared by client and sim: the analytics payload of
 * `POST /api/v2/up/save2` (spec §7) and the URL key token read at startup (spec §1).
 *
 * Format: crypto-js passphrase AES (OpenSSL "Salted__" format, random salt, base64).
 */
import CryptoJS from 'crypto-js';

/** The shared passphrase. It hides payloads from casual inspection; it is not a secret. */
export const APP_PASSPHRASE = 'zhigu-app-2026';

/** Encrypts a text; a new random salt every call. */
export function encryptText(plain: string): string {
  return CryptoJS.AES.encrypt(plain, APP_PASSPHRASE).toString();
}

/** Decrypts a text made by {@link encryptText}; null when it is not one. */
export function decryptText(cipher: string): string | null {
  try {
    const out = CryptoJS.AES.decrypt(cipher, APP_PASSPHRASE).toString(CryptoJS.enc.Utf8);
    return out.length > 0 ? out : null;
  } catch {
    return null;
  }
}
