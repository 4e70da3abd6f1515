import type { AccessTicket } from './wsaa';
import { ArcaUnavailableError, postSoap } from './soap';
import { type XmlElement, childText, childrenNamed, escapeXml, findElement } from './xml';
import { moneyDecimalText } from '#shared/money';

const FEV1 = 'http://ar.gov.afip.dif.FEV1/';

/** One of ARCA's messages (an error, an observation), its code and its words. */
export interface ArcaMessage {
  code: number;
  message: string;
}

/** ARCA answered and refused: its errors and observations, nothing was authorised. */
export class WsfeRejectedError extends Error {
  constructor(readonly messages: ArcaMessage[]) {
    super(messages.map((m) => `${m.code}: ${m.message}`).join(' · ') || 'ARCA rechazó el pedido.');
  }
}

export interface WsfeClient {
  url: string;
  cuit: string;
  timeoutMs: number;
  ticket: () => Promise<AccessTicket>;
}

/** One VAT rate's base and amount (AlicIva): Id 5 is 21 %, 4 is 10,5 %. */
export interface VatLine {
  id: number;
  base: number;
  amount: number;
}

/** One invoice asked of FECAESolicitar; amounts in pesos with two decimals. */
export interface CaeRequest {
  pointOfSale: number;
  type: number;
  number: number;
  /** 1 products. */
  concept: number;
  /** 80 CUIT, 96 DNI, 99 consumidor final. */
  documentType: number;
  documentNumber: string;
  /** yyyymmdd */
  date: string;
  total: number;
  net: number;
  vat: number;
  vatLines: VatLine[];
  /** The buyer's IVA condition (ARCA's table: 1 RI, 5 consumidor final, 6 monotributo…). */
  buyerVatCondition: number;
}

export interface CaeAnswer {
  cae: string;
  /** yyyymmdd */
  caeDue: string;
  observations: ArcaMessage[];
}

function messages(parent: XmlElement | undefined, listName: string, itemName: string) {
  const list = parent?.children.find((child) => child.name === listName);
  return childrenNamed(list, itemName).map((item) => ({
    code: Number(childText(item, 'Code')),
    message: childText(item, 'Msg'),
  }));
}

const money = moneyDecimalText;

function auth(client: WsfeClient, ticket: AccessTicket): string {
  return (
    `<ar:Auth><ar:Token>${escapeXml(ticket.token)}</ar:Token><ar:Sign>${escapeXml(ticket.sign)}</ar:Sign>` +
    `<ar:Cuit>${client.cuit}</ar:Cuit></ar:Auth>`
  );
}

async function call(client: WsfeClient, operation: string, inner: string) {
  const answer = await postSoap(
    client.url,
    `${FEV1}${operation}`,
    `<ar:${operation} xmlns:ar="${FEV1}">${inner}</ar:${operation}>`,
    client.timeoutMs,
  );
  if (answer.fault) throw new ArcaUnavailableError(`ARCA respondió con un error: ${answer.fault}`);
  const result = findElement(answer.body, `${operation}Result`);
  if (!result) throw new ArcaUnavailableError(`ARCA respondió sin ${operation}Result.`);
  return result;
}

/** FEDummy: whether ARCA's application, database and authentication servers are up. */
export async function wsfeDummy(client: WsfeClient): Promise<boolean> {
  const result = await call(client, 'FEDummy', '');
  return ['AppServer', 'DbServer', 'AuthServer'].every((name) => childText(result, name) === 'OK');
}

/** FECompUltimoAutorizado: the last number ARCA authorised for a punto de venta and type. */
export async function lastAuthorised(
  client: WsfeClient,
  pointOfSale: number,
  type: number,
): Promise<number> {
  const ticket = await client.ticket();
  const result = await call(
    client,
    'FECompUltimoAutorizado',
    `${auth(client, ticket)}<ar:PtoVta>${pointOfSale}</ar:PtoVta><ar:CbteTipo>${type}</ar:CbteTipo>`,
  );
  const errors = messages(result, 'Errors', 'Err');
  if (errors.length > 0) throw new WsfeRejectedError(errors);
  return Number(childText(result, 'CbteNro'));
}

/** FECAESolicitar for one invoice: its CAE, or WsfeRejectedError with ARCA's reasons. */
export async function requestCae(client: WsfeClient, request: CaeRequest): Promise<CaeAnswer> {
  const ticket = await client.ticket();
  const vat =
    request.vatLines.length === 0
      ? ''
      : '<ar:Iva>' +
        request.vatLines
          .map(
            (line) =>
              `<ar:AlicIva><ar:Id>${line.id}</ar:Id><ar:BaseImp>${money(line.base)}</ar:BaseImp>` +
              `<ar:Importe>${money(line.amount)}</ar:Importe></ar:AlicIva>`,
          )
          .join('') +
        '</ar:Iva>';
  const detail =
    `<ar:Concepto>${request.concept}</ar:Concepto><ar:DocTipo>${request.documentType}</ar:DocTipo>` +
    `<ar:DocNro>${escapeXml(request.documentNumber)}</ar:DocNro>` +
    `<ar:CbteDesde>${request.number}</ar:CbteDesde><ar:CbteHasta>${request.number}</ar:CbteHasta>` +
    `<ar:CbteFch>${request.date}</ar:CbteFch><ar:ImpTotal>${money(request.total)}</ar:ImpTotal>` +
    `<ar:ImpTotConc>0.00</ar:ImpTotConc><ar:ImpNeto>${money(request.net)}</ar:ImpNeto>` +
    `<ar:ImpOpEx>0.00</ar:ImpOpEx><ar:ImpTrib>0.00</ar:ImpTrib><ar:ImpIVA>${money(request.vat)}</ar:ImpIVA>` +
    `<ar:MonId>PES</ar:MonId><ar:MonCotiz>1</ar:MonCotiz>` +
    `<ar:CondicionIVAReceptorId>${request.buyerVatCondition}</ar:CondicionIVAReceptorId>${vat}`;
  const result = await call(
    client,
    'FECAESolicitar',
    `${auth(client, ticket)}<ar:FeCAEReq><ar:FeCabReq><ar:CantReg>1</ar:CantReg>` +
      `<ar:PtoVta>${request.pointOfSale}</ar:PtoVta><ar:CbteTipo>${request.type}</ar:CbteTipo></ar:FeCabReq>` +
      `<ar:FeDetReq><ar:FECAEDetRequest>${detail}</ar:FECAEDetRequest></ar:FeDetReq></ar:FeCAEReq>`,
  );
  const errors = messages(result, 'Errors', 'Err');
  const answer = findElement(result, 'FECAEDetResponse');
  const observations = messages(answer, 'Observaciones', 'Obs');
  if (childText(answer, 'Resultado') !== 'A') {
    throw new WsfeRejectedError([...errors, ...observations]);
  }
  return { cae: childText(answer, 'CAE'), caeDue: childText(answer, 'CAEFchVto'), observations };
}

/** FECompConsultar: an authorised invoice's CAE, when a late answer left the shop without it. */
export async function consultInvoice(
  client: WsfeClient,
  pointOfSale: number,
  type: number,
  number: number,
): Promise<{ cae: string; caeDue: string } | null> {
  const ticket = await client.ticket();
  const result = await call(
    client,
    'FECompConsultar',
    `${auth(client, ticket)}<ar:FeCompConsReq><ar:CbteTipo>${type}</ar:CbteTipo>` +
      `<ar:CbteNro>${number}</ar:CbteNro><ar:PtoVta>${pointOfSale}</ar:PtoVta></ar:FeCompConsReq>`,
  );
  const found = findElement(result, 'ResultGet');
  const cae = childText(found, 'CodAutorizacion');
  return found && cae ? { cae, caeDue: childText(found, 'FchVto') } : null;
}
