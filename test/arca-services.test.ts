import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arcaClient } from '#server/modules/invoicing/arca-client';
import {
  CREDENTIAL_MESSAGES,
  CredentialError,
  checkCuit,
  readCredentials,
} from '#server/modules/invoicing/credentials';
import { ArcaUnavailableError } from '#server/modules/invoicing/soap';
import {
  WsaaRefusedError,
  loginCms,
  loginTicketRequest,
  signLoginTicketRequest,
} from '#server/modules/invoicing/wsaa';
import {
  type CaeRequest,
  WsfeRejectedError,
  lastAuthorised,
  requestCae,
  wsfeDummy,
} from '#server/modules/invoicing/wsfe';
import { makeTestCertificate } from './arca-certificates';
import { type FakeArca, startFakeArca } from './servers/arca';

const CUIT = '20123456786';
let fake: FakeArca;
const shop = makeTestCertificate(CUIT);

const connect = (certificate = shop, timeoutMs = 5000) =>
  arcaClient({
    wsaaUrl: fake.wsaaUrl,
    wsfeUrl: fake.wsfeUrl,
    credentials: readCredentials(certificate.certificateFile, certificate.keyFile),
    timeoutMs,
  });

/** A Factura B to a consumer for $ 1.210: $ 1.000 net and $ 210 of IVA at 21 %. */
const invoiceB = (number: number, pointOfSale = 3): CaeRequest => ({
  pointOfSale,
  type: 6,
  number,
  concept: 1,
  documentType: 99,
  documentNumber: '0',
  date: '20261202',
  total: 1210,
  net: 1000,
  vat: 210,
  vatLines: [{ id: 5, base: 1000, amount: 210 }],
  buyerVatCondition: 5,
});

beforeAll(async () => {
  fake = await startFakeArca();
  fake.trust(shop.certificatePem);
});
afterAll(() => fake.close());

describe('the ARCA fake and the shop’s client', () => {
  it('logs in with the CMS-signed TRA once and reuses the ticket', async () => {
    const client = connect();
    const before = fake.logins;
    expect(await wsfeDummy(client)).toBe(true);
    const [first, second] = await Promise.all([client.ticket(), client.ticket()]);
    expect(first.token).toBe(second.token);
    expect(first.expiresAt.getTime()).toBeGreaterThan(Date.now() + 11 * 3_600_000);
    expect(fake.logins - before).toBe(1);
  });

  it('refuses a certificate ARCA did not issue', async () => {
    const stranger = makeTestCertificate(CUIT);
    await expect(connect(stranger).ticket()).rejects.toThrow(
      new WsaaRefusedError('Certificado no emitido por AC de confianza'),
    );
  });

  it('refuses a TRA whose signature is not the certificate’s key', async () => {
    const other = makeTestCertificate(CUIT);
    const forged = signLoginTicketRequest(loginTicketRequest('wsfe', new Date()), {
      ...readCredentials(shop.certificateFile, shop.keyFile),
      privateKeyPem: other.privateKeyPem,
    });
    await expect(loginCms(fake.wsaaUrl, forged, 5000)).rejects.toThrow(
      new WsaaRefusedError('Firma inválida o algoritmo no soportado'),
    );
  });

  it('numbers each punto de venta and type consecutively from 1', async () => {
    const client = connect();
    expect(await lastAuthorised(client, 7, 6)).toBe(0);
    const one = await requestCae(client, invoiceB(1, 7));
    const two = await requestCae(client, invoiceB(2, 7));
    expect(one.cae).toMatch(/^\d{14}$/);
    expect(two.caeDue).toMatch(/^\d{8}$/);
    expect(await lastAuthorised(client, 7, 6)).toBe(2);
    expect(await lastAuthorised(client, 7, 1)).toBe(0);
    expect(await lastAuthorised(client, 8, 6)).toBe(0);
  });

  it('rejects a number out of sequence or wrong amounts with ARCA’s observations, using no number', async () => {
    const client = connect();
    const skipped = requestCae(client, invoiceB(5, 9));
    await expect(skipped).rejects.toBeInstanceOf(WsfeRejectedError);
    await expect(skipped).rejects.toMatchObject({ messages: [{ code: 10016 }] });
    await expect(requestCae(client, { ...invoiceB(1, 9), total: 1200 })).rejects.toMatchObject({
      messages: [{ code: 10048 }],
    });
    await expect(
      requestCae(client, {
        ...invoiceB(1, 9),
        type: 1,
        documentType: 80,
        documentNumber: '20123456780',
      }),
    ).rejects.toMatchObject({ messages: [{ code: 10015 }] });
    await expect(requestCae(client, { ...invoiceB(1, 9), type: 11 })).rejects.toMatchObject({
      messages: [{ code: 10071 }],
    });
    expect(await lastAuthorised(client, 9, 6)).toBe(0);
  });

  it('refuses a punto de venta not enabled for web services', async () => {
    fake.pointsOfSale = [3];
    try {
      await expect(lastAuthorised(connect(), 4, 6)).rejects.toMatchObject({
        messages: [{ code: 11002 }],
      });
    } finally {
      fake.pointsOfSale = [];
    }
  });

  it('reports ARCA down, and a late answer that was authorised all the same', async () => {
    const client = connect(shop, 300);
    await client.ticket();
    fake.failing = true;
    await expect(requestCae(client, invoiceB(1, 11))).rejects.toBeInstanceOf(ArcaUnavailableError);
    fake.failing = false;
    fake.answerDelayMs = 1000;
    try {
      await expect(requestCae(client, invoiceB(1, 11))).rejects.toThrow(
        'ARCA no respondió a tiempo.',
      );
    } finally {
      fake.answerDelayMs = 0;
    }
    expect(await lastAuthorised(client, 11, 6)).toBe(1);
  });
});

describe('the shop’s certificate files', () => {
  it('names the CUIT of the certificate', () => {
    expect(readCredentials(shop.certificateFile, shop.keyFile).cuit).toBe(CUIT);
  });

  it('refuses a key that is not the certificate’s, a missing file, an expired one, another CUIT', () => {
    const other = makeTestCertificate(CUIT);
    expect(() => readCredentials(shop.certificateFile, other.keyFile)).toThrow(
      new CredentialError(CREDENTIAL_MESSAGES.keyMismatch),
    );
    expect(() => readCredentials('/nonexistent/tienda.crt', shop.keyFile)).toThrow(
      CREDENTIAL_MESSAGES.missingFile('ARCA_CERT_FILE', '/nonexistent/tienda.crt'),
    );
    expect(() => readCredentials(shop.keyFile, shop.keyFile)).toThrow(
      CREDENTIAL_MESSAGES.badCertificate,
    );
    const expired = makeTestCertificate(CUIT, { expired: true });
    expect(() => readCredentials(expired.certificateFile, expired.keyFile)).toThrow(/venció el/);
    expect(() =>
      checkCuit(readCredentials(shop.certificateFile, shop.keyFile), '27111111117'),
    ).toThrow(CREDENTIAL_MESSAGES.cuitMismatch(CUIT, '27111111117'));
  });
});
