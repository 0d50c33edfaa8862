import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Seals small secrets kept at rest that the server must read again (an identity provider's
 * client secret, decision 113): AES-256-GCM under a key derived from the server's JWT secret
 * with HKDF, so the database alone does not reveal them. Sealed text: `v1.<iv>.<tag>.<data>`.
 */
export type SecretBox = { seal(plain: string): string; open(sealed: string): string };

export function createSecretBox(
  serverSecret: string,
  purpose = 'matchday:sealed-secrets',
): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', serverSecret, 'matchday', purpose, 32));
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), data].map((b) => b.toString('base64url'));
      return `v1.${parts.join('.')}`;
    },
    open(sealed) {
      const [version, iv, tag, data] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || data === undefined) {
        throw new Error('not a sealed secret');
      }
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      const plain = Buffer.concat([
        decipher.update(Buffer.from(data, 'base64url')),
        decipher.final(),
      ]);
      return plain.toString('utf8');
    },
  };
}
