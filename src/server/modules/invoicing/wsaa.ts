import { randomInt } from 'node:crypto';
import forge from 'node-forge';
import type { ArcaCredentials } from './credentials';
import { ArcaUnavailableError, postSoap } from './soap';
import { childText, escapeXml, findElement, parseXml } from './xml';

/** ARCA's access ticket for one service: about 12 hours of token and sign. */
export interface AccessTicket {
  token: string;
  sign: string;
  expiresAt: Date;
}

/** The WSAA refused the login (a bad certificate, an untrusted one, a clock off): its words. */
export class WsaaRefusedError extends Error {}

const WSAA_NAMESPACE = 'http://wsaa.view.sua.dvadac.desein.afip.gov';

/** The TRA: which service the ticket is for, valid from ten minutes ago for the next ten. */
export function loginTicketRequest(service: string, now: Date): string {
  const at = (offsetMinutes: number) =>
    new Date(now.getTime() + offsetMinutes * 60_000).toISOString().replace(/\.\d{3}Z$/, 'Z');
  return (
    '<?xml version="1.0" encoding="UTF-8"?><loginTicketRequest version="1.0"><header>' +
    `<uniqueId>${randomInt(1, 2 ** 31 - 1)}</uniqueId>` +
    `<generationTime>${at(-10)}</generationTime><expirationTime>${at(10)}</expirationTime>` +
    `</header><service>${escapeXml(service)}</service></loginTicketRequest>`
  );
}

/** The TRA signed as a CMS (PKCS#7 SignedData) with the content inside, in base64. */
export function signLoginTicketRequest(tra: string, credentials: ArcaCredentials): string {
  const certificate = forge.pki.certificateFromPem(credentials.certificatePem);
  const key = forge.pki.privateKeyFromPem(credentials.privateKeyPem);
  const signed = forge.pkcs7.createSignedData();
  signed.content = forge.util.createBuffer(tra, 'utf8');
  signed.addCertificate(certificate);
  signed.addSigner({
    key,
    certificate,
    digestAlgorithm: forge.pki.oids.sha256!,
    authenticatedAttributes: [
      { type: forge.pki.oids.contentType!, value: forge.pki.oids.data! },
      { type: forge.pki.oids.messageDigest! },
      { type: forge.pki.oids.signingTime! },
    ],
  });
  signed.sign();
  return forge.util.encode64(forge.asn1.toDer(signed.toAsn1()).getBytes());
}

/** Logs in to the WSAA: the signed TRA for a ticket, or WsaaRefusedError with ARCA's words. */
export async function loginCms(url: string, cms: string, timeoutMs: number): Promise<AccessTicket> {
  const body = `<wsaa:loginCms xmlns:wsaa="${WSAA_NAMESPACE}"><wsaa:in0>${cms}</wsaa:in0></wsaa:loginCms>`;
  const answer = await postSoap(url, '', body, timeoutMs);
  if (answer.fault) throw new WsaaRefusedError(answer.fault);
  const ticketXml = childText(findElement(answer.body, 'loginCmsResponse'), 'loginCmsReturn');
  let ticket;
  try {
    ticket = parseXml(ticketXml);
  } catch {
    throw new ArcaUnavailableError('El WSAA respondió un ticket ilegible.');
  }
  const credentials = findElement(ticket, 'credentials');
  const expiration = childText(findElement(ticket, 'header'), 'expirationTime');
  const token = childText(credentials, 'token');
  const sign = childText(credentials, 'sign');
  const expiresAt = new Date(expiration);
  if (!token || !sign || Number.isNaN(expiresAt.getTime())) {
    throw new ArcaUnavailableError('El WSAA respondió un ticket sin token o sin firma.');
  }
  return { token, sign, expiresAt };
}
