import { type XmlElement, childText, findElement, parseXml, soapEnvelope } from './xml';

/**
 * ARCA did not answer (down, a timeout, a broken reply): the request may or may not have been
 * processed, so whoever asked for a number asks ARCA what it last authorised before retrying.
 */
export class ArcaUnavailableError extends Error {}

interface SoapAnswer {
  body: XmlElement;
  /** A SOAP fault's faultstring, when the service answered with one. */
  fault: string | null;
}

/** One SOAP 1.1 call; ArcaUnavailableError for anything but a readable answer or fault. */
export async function postSoap(
  url: string,
  action: string,
  body: string,
  timeoutMs: number,
): Promise<SoapAnswer> {
  let text: string;
  let status: number;
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'text/xml; charset=utf-8', soapaction: `"${action}"` },
      body: soapEnvelope(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    status = response.status;
    text = await response.text();
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    throw new ArcaUnavailableError(
      timedOut ? 'ARCA no respondió a tiempo.' : 'No se pudo conectar con ARCA.',
    );
  }
  let parsed: XmlElement;
  try {
    parsed = parseXml(text);
  } catch {
    throw new ArcaUnavailableError(`ARCA respondió algo ilegible (HTTP ${status}).`);
  }
  const soapBody = findElement(parsed, 'Body');
  if (!soapBody) throw new ArcaUnavailableError(`ARCA respondió sin cuerpo SOAP (HTTP ${status}).`);
  const fault = findElement(soapBody, 'Fault');
  if (fault) return { body: soapBody, fault: childText(fault, 'faultstring') || 'Error de ARCA' };
  if (status >= 400) throw new ArcaUnavailableError(`ARCA respondió HTTP ${status}.`);
  return { body: soapBody, fault: null };
}
