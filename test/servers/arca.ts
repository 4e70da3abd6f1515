import { createHash, randomBytes, randomInt } from 'node:crypto';
import { type IncomingMessage, type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import forge from 'node-forge';
import { isValidCuit } from '#shared/argentine-ids';
import {
  type XmlElement,
  childText,
  childrenNamed,
  escapeXml,
  findElement,
  parseXml,
  soapEnvelope,
} from '#server/modules/invoicing/xml';

/**
 * A local fake of ARCA's two web services, over real HTTP and SOAP 1.1, following ARCA's
 * developer manuals:
 * - WSAA (POST /ws/services/LoginCms, loginCms): takes the base64 CMS of a TRA, checks that its
 *   signer's certificate is one the fake trusts (the real one trusts what ARCA's authority
 *   signed), that the signature and the message digest hold, that the TRA's service is wsfe and
 *   its times are current, and answers the loginTicketResponse with token and sign; refusals
 *   are SOAP faults with ARCA's fault codes.
 * - WSFEv1 (POST /wsfev1/service.asmx): FEDummy, FECompUltimoAutorizado, FECompConsultar and
 *   FECAESolicitar, with
 *   consecutive numbers per CUIT, punto de venta and type; a request that breaks a rule ARCA
 *   checks is refused (Resultado R) with its observation, and consumes no number.
 * Tests make ARCA fail, or answer too late after authorising, through the returned object.
 */
export interface FakeInvoice {
  cuit: string;
  pointOfSale: number;
  type: number;
  number: number;
  cae: string;
  caeDue: string;
  total: number;
  net: number;
  vat: number;
  documentType: number;
  documentNumber: string;
  buyerVatCondition: number;
  vatLines: { id: number; base: number; amount: number }[];
}

export interface FakeArca {
  /** Base URL; the WSAA is at wsaaUrl and the WSFEv1 at wsfeUrl. */
  url: string;
  wsaaUrl: string;
  wsfeUrl: string;
  invoices: FakeInvoice[];
  /** How many tickets the WSAA gave. */
  logins: number;
  /** Both services answer HTTP 503 (ARCA down). */
  failing: boolean;
  /** FECAESolicitar authorises, then answers after this many milliseconds (a client's timeout). */
  answerDelayMs: number;
  /** Puntos de venta enabled for web services; any when empty. */
  pointsOfSale: number[];
  trust(certificatePem: string): void;
  close(): Promise<void>;
}

const WSAA_NS = 'http://wsaa.view.sua.dvadac.desein.afip.gov';
const FEV1_NS = 'http://ar.gov.afip.dif.FEV1/';
const VAT_RATES = new Map([
  [3, 0],
  [4, 0.105],
  [5, 0.21],
  [6, 0.27],
  [8, 0.05],
  [9, 0.025],
]);
const TYPE_C = new Set([11, 12, 13]);
const TYPE_A = new Set([1, 2, 3]);

class Fault extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

function faultEnvelope(code: string, message: string) {
  return soapEnvelope(
    `<soap:Fault><faultcode>ns1:${escapeXml(code)}</faultcode>` +
      `<faultstring>${escapeXml(message)}</faultstring></soap:Fault>`,
  );
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** The TRA inside a CMS, after checking its signature against a trusted certificate. */
function verifiedTra(cmsBase64: string, trusted: Set<string>): { tra: string; cuit: string } {
  let message;
  try {
    message = forge.pkcs7.messageFromAsn1(
      forge.asn1.fromDer(forge.util.decode64(cmsBase64.replace(/\s+/g, ''))),
    ) as forge.pkcs7.PkcsSignedData & {
      // The first signer's parts, as forge's validator captures them.
      rawCapture: {
        authenticatedAttributes?: forge.asn1.Asn1[];
        signature?: string;
        content?: forge.asn1.Asn1;
      };
    };
  } catch {
    throw new Fault('cms.bad', 'CMS no es valido');
  }
  const certificate = message.certificates[0];
  const attributeList = message.rawCapture.authenticatedAttributes;
  const signature = message.rawCapture.signature;
  // The content as sent: forge leaves message.content empty when it comes in [0]'s OCTET STRINGs.
  const wrapped = message.rawCapture.content?.value;
  const content = Array.isArray(wrapped)
    ? wrapped.map((part) => (typeof part.value === 'string' ? part.value : '')).join('')
    : '';
  if (!certificate || !attributeList || !signature || !content) {
    throw new Fault('cms.bad', 'CMS no es valido');
  }
  const certificatePem = forge.pki.certificateToPem(certificate);
  if (!trusted.has(certificatePem.replace(/\r/g, ''))) {
    throw new Fault('cms.cert.untrusted', 'Certificado no emitido por AC de confianza');
  }
  // What was signed is the attributes' DER with the SET tag, not the [0] they travel under.
  const signedAttributes = forge.asn1.create(
    forge.asn1.Class.UNIVERSAL,
    forge.asn1.Type.SET,
    true,
    attributeList,
  );
  const digest = forge.md.sha256.create();
  digest.update(forge.asn1.toDer(signedAttributes).getBytes());
  const publicKey = certificate.publicKey as forge.pki.rsa.PublicKey;
  let signed = false;
  try {
    signed = publicKey.verify(digest.digest().bytes(), signature);
  } catch {
    signed = false;
  }
  const messageDigest = attributeList.find((attribute) => {
    const [oid] = attribute.value as forge.asn1.Asn1[];
    return forge.asn1.derToOid(oid!.value as string) === forge.pki.oids.messageDigest;
  });
  const digestValue = (
    (messageDigest?.value as forge.asn1.Asn1[] | undefined)?.[1]?.value as
      forge.asn1.Asn1[] | undefined
  )?.[0]?.value;
  const contentDigest = createHash('sha256')
    .update(Buffer.from(content, 'binary'))
    .digest('binary');
  if (!signed || digestValue !== contentDigest) {
    throw new Fault('cms.sign.invalid', 'Firma inválida o algoritmo no soportado');
  }
  const subject = certificate.subject.getField({ type: '2.5.4.5' }) as { value: string } | null;
  const cuit = /CUIT (\d{11})/.exec(subject?.value ?? '')?.[1];
  if (!cuit) throw new Fault('cms.cert.invalid', 'Certificado sin CUIT');
  return { tra: Buffer.from(content, 'binary').toString('utf8'), cuit };
}

const yyyymmdd = (date: Date) => date.toISOString().slice(0, 10).replaceAll('-', '');

export async function startFakeArca(port = 0): Promise<FakeArca> {
  const trusted = new Set<string>();
  const tickets = new Map<string, { sign: string; cuit: string; expiresAt: number }>();
  const last = new Map<string, number>();
  const state: Omit<FakeArca, 'url' | 'wsaaUrl' | 'wsfeUrl' | 'close'> = {
    invoices: [],
    logins: 0,
    failing: false,
    answerDelayMs: 0,
    pointsOfSale: [],
    trust: (pem) => void trusted.add(pem.replace(/\r/g, '')),
  };

  function loginCms(body: XmlElement): string {
    const cms = childText(findElement(body, 'loginCms'), 'in0');
    const { tra, cuit } = verifiedTra(cms, trusted);
    let request: XmlElement;
    try {
      request = parseXml(tra);
    } catch {
      throw new Fault('xml.bad', 'No se ha podido interpretar el XML contra el SCHEMA');
    }
    const header = findElement(request, 'header');
    const generation = Date.parse(childText(header, 'generationTime'));
    const expiration = Date.parse(childText(header, 'expirationTime'));
    const now = Date.now();
    if (!(generation <= now)) {
      throw new Fault('xml.generationTime.invalid', 'generationTime posee formato o dato inválido');
    }
    if (!(expiration > now)) {
      throw new Fault('xml.expirationTime.invalid', 'expirationTime posee formato o dato inválido');
    }
    if (childText(findElement(request, 'loginTicketRequest'), 'service') !== 'wsfe') {
      throw new Fault('coe.notAuthorized', 'Computador no autorizado a acceder al servicio');
    }
    const token = randomBytes(48).toString('base64');
    const sign = randomBytes(32).toString('base64');
    const expiresAt = now + 12 * 3_600_000;
    tickets.set(token, { sign, cuit, expiresAt });
    state.logins += 1;
    const ticket =
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><loginTicketResponse version="1.0">' +
      `<header><source>CN=wsaahomo, O=AFIP, C=AR, SERIALNUMBER=CUIT 33693450239</source>` +
      `<destination>SERIALNUMBER=CUIT ${cuit}, CN=tienda</destination>` +
      `<uniqueId>${randomInt(1, 2 ** 31 - 1)}</uniqueId>` +
      `<generationTime>${new Date(now).toISOString()}</generationTime>` +
      `<expirationTime>${new Date(expiresAt).toISOString()}</expirationTime></header>` +
      `<credentials><token>${token}</token><sign>${sign}</sign></credentials></loginTicketResponse>`;
    return soapEnvelope(
      `<loginCmsResponse xmlns="${WSAA_NS}"><loginCmsReturn>${escapeXml(ticket)}</loginCmsReturn></loginCmsResponse>`,
    );
  }

  const errorList = (errors: { code: number; message: string }[]) =>
    errors.length === 0
      ? ''
      : `<Errors>${errors.map((e) => `<Err><Code>${e.code}</Code><Msg>${escapeXml(e.message)}</Msg></Err>`).join('')}</Errors>`;

  /** The CUIT the Auth block speaks for, or ARCA's token errors. */
  function authErrors(operation: XmlElement) {
    const authElement = findElement(operation, 'Auth');
    const ticket = tickets.get(childText(authElement, 'Token'));
    if (
      !ticket ||
      ticket.sign !== childText(authElement, 'Sign') ||
      ticket.expiresAt < Date.now()
    ) {
      return [
        { code: 600, message: 'ValidacionDeToken: No validaron las fechas del token o la firma.' },
      ];
    }
    if (ticket.cuit !== childText(authElement, 'Cuit')) {
      return [{ code: 601, message: 'CUIT representada no incluida en Token' }];
    }
    return [];
  }

  function pointOfSaleErrors(pointOfSale: number) {
    if (!Number.isInteger(pointOfSale) || pointOfSale < 1 || pointOfSale > 99998) {
      return [{ code: 10007, message: 'El campo PtoVta debe estar comprendido entre 1 y 99998.' }];
    }
    if (state.pointsOfSale.length > 0 && !state.pointsOfSale.includes(pointOfSale)) {
      return [
        {
          code: 11002,
          message: 'El punto de venta no se encuentra habilitado a usar el presente WS.',
        },
      ];
    }
    return [];
  }

  function lastAuthorised(operation: XmlElement, name: string): string {
    const cuit = childText(findElement(operation, 'Auth'), 'Cuit');
    const pointOfSale = Number(childText(operation, 'PtoVta'));
    const type = Number(childText(operation, 'CbteTipo'));
    const errors = [
      ...authErrors(operation),
      ...(authErrors(operation).length ? [] : pointOfSaleErrors(pointOfSale)),
    ];
    const number = last.get(`${cuit}:${pointOfSale}:${type}`) ?? 0;
    return soapEnvelope(
      `<${name}Response xmlns="${FEV1_NS}"><${name}Result><PtoVta>${pointOfSale}</PtoVta>` +
        `<CbteTipo>${type}</CbteTipo><CbteNro>${errors.length ? 0 : number}</CbteNro>${errorList(errors)}` +
        `</${name}Result></${name}Response>`,
    );
  }

  /** The rules ARCA checks on one FECAEDetRequest, as its observations. */
  function observations(type: number, detail: XmlElement, expected: number) {
    const found: { code: number; message: string }[] = [];
    const amount = (name: string) => Number(childText(detail, name) || 'NaN');
    const from = Number(childText(detail, 'CbteDesde'));
    if (from !== expected || Number(childText(detail, 'CbteHasta')) !== from) {
      found.push({
        code: 10016,
        message:
          'El numero o fecha del comprobante no se corresponde con el proximo a autorizar. Consultar metodo FECompUltimoAutorizado.',
      });
    }
    const parts = ['ImpTotConc', 'ImpNeto', 'ImpOpEx', 'ImpTrib', 'ImpIVA'].map(amount);
    const total = amount('ImpTotal');
    if (parts.some(Number.isNaN) || Number.isNaN(total)) {
      found.push({
        code: 10001,
        message: 'Los importes deben ser numéricos con hasta 2 decimales.',
      });
      return found;
    }
    if (Math.abs(parts.reduce((a, b) => a + b, 0) - total) > 0.001) {
      found.push({
        code: 10048,
        message:
          "El campo 'Importe Total' ImpTotal, debe ser igual a la suma de ImpTotConc + ImpNeto + ImpOpEx + ImpTrib + ImpIVA.",
      });
    }
    const vatLines = childrenNamed(findElement(detail, 'Iva'), 'AlicIva');
    if (TYPE_C.has(type)) {
      if (vatLines.length > 0 || amount('ImpIVA') !== 0) {
        found.push({
          code: 10071,
          message: 'Para comprobantes tipo C el objeto IVA no debe informarse y ImpIVA debe ser 0.',
        });
      }
    } else {
      const base = vatLines.reduce((sum, line) => sum + Number(childText(line, 'BaseImp')), 0);
      const vat = vatLines.reduce((sum, line) => sum + Number(childText(line, 'Importe')), 0);
      if (Math.abs(vat - amount('ImpIVA')) > 0.001) {
        found.push({
          code: 10023,
          message:
            'La suma de los campos Importe en AlicIva debe ser igual al valor ingresado en ImpIVA.',
        });
      }
      if (Math.abs(base - amount('ImpNeto')) > 0.001) {
        found.push({
          code: 10020,
          message:
            'La suma de los campos BaseImp en AlicIva debe ser igual al valor ingresado en ImpNeto.',
        });
      }
      for (const line of vatLines) {
        const rate = VAT_RATES.get(Number(childText(line, 'Id')));
        const lineBase = Number(childText(line, 'BaseImp'));
        if (rate === undefined) {
          found.push({ code: 10018, message: 'El campo Id de AlicIva no es una alícuota válida.' });
        } else if (Math.abs(lineBase * rate - Number(childText(line, 'Importe'))) > 0.01) {
          found.push({
            code: 10051,
            message: 'El Importe de AlicIva no corresponde a la alícuota aplicada sobre BaseImp.',
          });
        }
      }
    }
    const documentType = Number(childText(detail, 'DocTipo'));
    const documentNumber = childText(detail, 'DocNro');
    if (TYPE_A.has(type) && documentType !== 80) {
      found.push({
        code: 10013,
        message: 'Para comprobantes clase A el campo DocTipo debe ser 80 (CUIT).',
      });
    }
    if (documentType === 80 && !isValidCuit(documentNumber)) {
      found.push({ code: 10015, message: 'El campo DocNro no es un CUIT válido.' });
    }
    if (!childText(detail, 'CondicionIVAReceptorId')) {
      found.push({
        code: 10242,
        message: 'El campo Condicion Frente al IVA del receptor es obligatorio.',
      });
    }
    return found;
  }

  function requestCae(operation: XmlElement): { envelope: string; authorised: boolean } {
    const cuit = childText(findElement(operation, 'Auth'), 'Cuit');
    const header = findElement(operation, 'FeCabReq');
    const pointOfSale = Number(childText(header, 'PtoVta'));
    const type = Number(childText(header, 'CbteTipo'));
    const detail = findElement(operation, 'FECAEDetRequest');
    const errors = authErrors(operation);
    if (errors.length === 0) errors.push(...pointOfSaleErrors(pointOfSale));
    if (errors.length === 0 && (!detail || childText(header, 'CantReg') !== '1')) {
      errors.push({
        code: 10000,
        message: 'CantReg debe coincidir con los comprobantes informados.',
      });
    }
    const key = `${cuit}:${pointOfSale}:${type}`;
    const found =
      errors.length === 0 && detail ? observations(type, detail, (last.get(key) ?? 0) + 1) : [];
    const authorised = errors.length === 0 && found.length === 0;
    const now = new Date();
    let cae = '';
    let caeDue = '';
    if (authorised && detail) {
      const number = Number(childText(detail, 'CbteDesde'));
      last.set(key, number);
      cae = String(randomInt(10 ** 13, 10 ** 14 - 1));
      caeDue = yyyymmdd(new Date(now.getTime() + 10 * 86_400_000));
      state.invoices.push({
        cuit,
        pointOfSale,
        type,
        number,
        cae,
        caeDue,
        total: Number(childText(detail, 'ImpTotal')),
        net: Number(childText(detail, 'ImpNeto')),
        vat: Number(childText(detail, 'ImpIVA')),
        documentType: Number(childText(detail, 'DocTipo')),
        documentNumber: childText(detail, 'DocNro'),
        buyerVatCondition: Number(childText(detail, 'CondicionIVAReceptorId')),
        vatLines: childrenNamed(findElement(detail, 'Iva'), 'AlicIva').map((line) => ({
          id: Number(childText(line, 'Id')),
          base: Number(childText(line, 'BaseImp')),
          amount: Number(childText(line, 'Importe')),
        })),
      });
    }
    const result = authorised ? 'A' : 'R';
    const observationList =
      found.length === 0
        ? ''
        : `<Observaciones>${found.map((o) => `<Obs><Code>${o.code}</Code><Msg>${escapeXml(o.message)}</Msg></Obs>`).join('')}</Observaciones>`;
    const detailAnswer = detail
      ? `<FeDetResp><FECAEDetResponse><Concepto>${childText(detail, 'Concepto')}</Concepto>` +
        `<DocTipo>${childText(detail, 'DocTipo')}</DocTipo><DocNro>${escapeXml(childText(detail, 'DocNro'))}</DocNro>` +
        `<CbteDesde>${childText(detail, 'CbteDesde')}</CbteDesde><CbteHasta>${childText(detail, 'CbteHasta')}</CbteHasta>` +
        `<CbteFch>${childText(detail, 'CbteFch')}</CbteFch><Resultado>${result}</Resultado>${observationList}` +
        `<CAE>${cae}</CAE><CAEFchVto>${caeDue}</CAEFchVto></FECAEDetResponse></FeDetResp>`
      : '';
    return {
      authorised,
      envelope: soapEnvelope(
        `<FECAESolicitarResponse xmlns="${FEV1_NS}"><FECAESolicitarResult>` +
          `<FeCabResp><Cuit>${cuit}</Cuit><PtoVta>${pointOfSale}</PtoVta><CbteTipo>${type}</CbteTipo>` +
          `<FchProceso>${yyyymmdd(now)}</FchProceso><CantReg>1</CantReg><Resultado>${result}</Resultado>` +
          `<Reproceso>N</Reproceso></FeCabResp>${detailAnswer}${errorList(errors)}` +
          `</FECAESolicitarResult></FECAESolicitarResponse>`,
      ),
    };
  }

  const server: Server = createServer((request, response) => {
    void (async () => {
      const text = await readBody(request);
      const send = (status: number, body: string) => {
        if (response.destroyed) return;
        response.writeHead(status, { 'content-type': 'text/xml; charset=utf-8' });
        response.end(body);
      };
      if (state.failing) return send(503, '<html><body>Servicio no disponible</body></html>');
      let envelope: XmlElement;
      try {
        envelope = parseXml(text);
      } catch {
        return send(500, faultEnvelope('soap:Client', 'El mensaje SOAP no es XML válido.'));
      }
      const body = findElement(envelope, 'Body');
      const operation = body?.children[0];
      if (!body || !operation)
        return send(500, faultEnvelope('soap:Client', 'Falta el cuerpo SOAP.'));
      if (request.url === '/ws/services/LoginCms' && operation.name === 'loginCms') {
        try {
          return send(200, loginCms(body));
        } catch (error) {
          if (error instanceof Fault) return send(500, faultEnvelope(error.code, error.message));
          throw error;
        }
      }
      if (request.url !== '/wsfev1/service.asmx') return send(404, 'No encontrado');
      switch (operation.name) {
        case 'FEDummy':
          return send(
            200,
            soapEnvelope(
              `<FEDummyResponse xmlns="${FEV1_NS}"><FEDummyResult><AppServer>OK</AppServer>` +
                '<DbServer>OK</DbServer><AuthServer>OK</AuthServer></FEDummyResult></FEDummyResponse>',
            ),
          );
        case 'FECompUltimoAutorizado':
          return send(200, lastAuthorised(operation, 'FECompUltimoAutorizado'));
        case 'FECompConsultar': {
          const errors = authErrors(operation);
          const query = findElement(operation, 'FeCompConsReq');
          const cuit = childText(findElement(operation, 'Auth'), 'Cuit');
          const invoice = state.invoices.find(
            (i) =>
              i.cuit === cuit &&
              i.pointOfSale === Number(childText(query, 'PtoVta')) &&
              i.type === Number(childText(query, 'CbteTipo')) &&
              i.number === Number(childText(query, 'CbteNro')),
          );
          if (errors.length === 0 && !invoice) {
            errors.push({
              code: 602,
              message: 'No existen datos en nuestros registros para los parametros ingresados.',
            });
          }
          const found =
            invoice && errors.length === 0
              ? `<ResultGet><CbteDesde>${invoice.number}</CbteDesde><CbteHasta>${invoice.number}</CbteHasta>` +
                `<ImpTotal>${invoice.total.toFixed(2)}</ImpTotal><Resultado>A</Resultado>` +
                `<CodAutorizacion>${invoice.cae}</CodAutorizacion><EmisionTipo>CAE</EmisionTipo>` +
                `<FchVto>${invoice.caeDue}</FchVto><PtoVta>${invoice.pointOfSale}</PtoVta>` +
                `<CbteTipo>${invoice.type}</CbteTipo></ResultGet>`
              : '';
          return send(
            200,
            soapEnvelope(
              `<FECompConsultarResponse xmlns="${FEV1_NS}"><FECompConsultarResult>${found}${errorList(errors)}` +
                '</FECompConsultarResult></FECompConsultarResponse>',
            ),
          );
        }
        case 'FECAESolicitar': {
          const { envelope: answer, authorised } = requestCae(operation);
          if (authorised && state.answerDelayMs > 0) {
            await new Promise((resolve) => setTimeout(resolve, state.answerDelayMs));
          }
          return send(200, answer);
        }
        default:
          return send(
            500,
            faultEnvelope('soap:Client', `Operación desconocida: ${operation.name}`),
          );
      }
    })().catch(() => {
      if (!response.headersSent) response.writeHead(500).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return Object.assign(state, {
    url,
    wsaaUrl: `${url}/ws/services/LoginCms`,
    wsfeUrl: `${url}/wsfev1/service.asmx`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
