import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import forge from 'node-forge';

/** A certificate and key as ARCA issues them, made for one test run and never kept. */
export interface TestCertificate {
  certificatePem: string;
  privateKeyPem: string;
  /** Both written to a fresh temporary folder, for ARCA_CERT_FILE and ARCA_KEY_FILE. */
  certificateFile: string;
  keyFile: string;
}

/**
 * A self-signed certificate whose subject names the CUIT the way ARCA's do
 * (serialNumber=CUIT 20123456786). The fake WSAA trusts the ones a test hands it, as the real
 * one trusts those its own authority signed.
 */
export function makeTestCertificate(
  cuit: string,
  options: { expired?: boolean } = {},
): TestCertificate {
  const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const privateKeyPem = pair.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  const publicKeyPem = pair.publicKey.export({ type: 'spki', format: 'pem' }).toString();
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = forge.pki.publicKeyFromPem(publicKeyPem);
  certificate.serialNumber = Date.now().toString(16);
  const now = Date.now();
  certificate.validity.notBefore = new Date(now - 2 * 86_400_000);
  certificate.validity.notAfter = new Date(
    now + (options.expired ? -86_400_000 : 730 * 86_400_000),
  );
  const subject = [
    { name: 'commonName', value: 'tienda' },
    { name: 'organizationName', value: 'Cerámicos de prueba' },
    { type: '2.5.4.5', value: `CUIT ${cuit}` },
  ];
  certificate.setSubject(subject);
  certificate.setIssuer(subject);
  certificate.sign(forge.pki.privateKeyFromPem(privateKeyPem), forge.md.sha256.create());
  const certificatePem = forge.pki.certificateToPem(certificate);
  const folder = mkdtempSync(join(tmpdir(), 'arca-cert-'));
  const certificateFile = join(folder, 'tienda.crt');
  const keyFile = join(folder, 'tienda.key');
  writeFileSync(certificateFile, certificatePem);
  writeFileSync(keyFile, privateKeyPem, { mode: 0o600 });
  return { certificatePem, privateKeyPem, certificateFile, keyFile };
}
