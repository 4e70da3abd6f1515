import { X509Certificate, createPrivateKey } from 'node:crypto';
import { readFileSync } from 'node:fs';

/** The shop's ARCA certificate and key, read from files: never stored in the database. */
export interface ArcaCredentials {
  certificatePem: string;
  privateKeyPem: string;
  /** The CUIT the certificate was issued for (its subject's serialNumber, "CUIT 20…"). */
  cuit: string;
  validTo: Date;
}

export const CREDENTIAL_MESSAGES = {
  missingFile: (variable: string, path: string) =>
    `No se pudo leer el archivo de ${variable} (${path}). Revisá la ruta y los permisos.`,
  badCertificate:
    'El certificado de ARCA no es un certificado X.509 en formato PEM. Usá el archivo .crt que descargaste de ARCA.',
  badKey:
    'La clave privada de ARCA no es una clave en formato PEM. Usá el archivo .key con el que generaste el pedido del certificado.',
  keyMismatch:
    'La clave privada no corresponde al certificado de ARCA: usá la clave con la que generaste el pedido (CSR) de ese certificado.',
  noCuit:
    'El certificado de ARCA no indica un CUIT (falta "CUIT …" en el serialNumber del titular).',
  cuitMismatch: (certificateCuit: string, shopCuit: string) =>
    `El certificado de ARCA es del CUIT ${certificateCuit}, pero la tienda tiene el CUIT ${shopCuit} en Configuración. Usá el certificado de ese CUIT o corregí el CUIT.`,
  expired: (date: string) => `El certificado de ARCA venció el ${date}. Generá uno nuevo en ARCA.`,
} as const;

/** A problem with the certificate or key, in Spanish, for the log at start and the admin. */
export class CredentialError extends Error {}

function readFile(variable: string, path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    throw new CredentialError(CREDENTIAL_MESSAGES.missingFile(variable, path));
  }
}

/** The CUIT of a certificate's subject: ARCA writes it as serialNumber=CUIT 20123456786. */
function subjectCuit(certificate: X509Certificate): string | null {
  const match = /serialNumber=CUIT (\d{11})/i.exec(certificate.subject);
  return match ? match[1]! : null;
}

/** Reads and checks the pair: a real certificate, its own key, still valid. */
export function readCredentials(
  certificatePath: string,
  keyPath: string,
  now = new Date(),
): ArcaCredentials {
  const certificatePem = readFile('ARCA_CERT_FILE', certificatePath);
  const privateKeyPem = readFile('ARCA_KEY_FILE', keyPath);
  let certificate: X509Certificate;
  try {
    certificate = new X509Certificate(certificatePem);
  } catch {
    throw new CredentialError(CREDENTIAL_MESSAGES.badCertificate);
  }
  let key;
  try {
    key = createPrivateKey(privateKeyPem);
  } catch {
    throw new CredentialError(CREDENTIAL_MESSAGES.badKey);
  }
  if (!certificate.checkPrivateKey(key)) throw new CredentialError(CREDENTIAL_MESSAGES.keyMismatch);
  const cuit = subjectCuit(certificate);
  if (!cuit) throw new CredentialError(CREDENTIAL_MESSAGES.noCuit);
  const validTo = new Date(certificate.validTo);
  if (validTo.getTime() <= now.getTime()) {
    throw new CredentialError(
      CREDENTIAL_MESSAGES.expired(validTo.toLocaleDateString('es-AR', { timeZone: 'UTC' })),
    );
  }
  return { certificatePem, privateKeyPem, cuit, validTo };
}

/** The certificate must be the shop's: ARCA refuses a ticket for another CUIT anyway. */
export function checkCuit(credentials: ArcaCredentials, shopCuit: string): void {
  if (credentials.cuit !== shopCuit) {
    throw new CredentialError(CREDENTIAL_MESSAGES.cuitMismatch(credentials.cuit, shopCuit));
  }
}
