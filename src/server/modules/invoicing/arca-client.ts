import type { ArcaCredentials } from './credentials';
import { type AccessTicket, loginCms, loginTicketRequest, signLoginTicketRequest } from './wsaa';
import type { WsfeClient } from './wsfe';

/** ARCA's addresses for each environment; ARCA_WSAA_URL / ARCA_WSFE_URL point elsewhere (a fake). */
export const ARCA_URLS = {
  homologacion: {
    wsaa: 'https://wsaahomo.afip.gov.ar/ws/services/LoginCms',
    wsfe: 'https://wswhomo.afip.gov.ar/wsfev1/service.asmx',
  },
  produccion: {
    wsaa: 'https://wsaa.afip.gov.ar/ws/services/LoginCms',
    wsfe: 'https://servicios1.afip.gov.ar/wsfev1/service.asmx',
  },
} as const;

export interface ArcaConnection {
  wsaaUrl: string;
  wsfeUrl: string;
  credentials: ArcaCredentials;
  timeoutMs: number;
}

/** A ticket is renewed this long before it expires, so no call carries one about to lapse. */
const RENEW_BEFORE_MS = 10 * 60_000;

/**
 * The WSFEv1 client of the shop's CUIT, with its WSAA ticket kept in memory and renewed near
 * its end. One login at a time: concurrent invoices wait for the same ticket instead of each
 * asking the WSAA, which refuses a second ticket while one is valid.
 */
export function arcaClient(connection: ArcaConnection, clock = () => new Date()): WsfeClient {
  let ticket: AccessTicket | null = null;
  let pending: Promise<AccessTicket> | null = null;
  const login = async () => {
    const tra = loginTicketRequest('wsfe', clock());
    const cms = signLoginTicketRequest(tra, connection.credentials);
    return loginCms(connection.wsaaUrl, cms, connection.timeoutMs);
  };
  return {
    url: connection.wsfeUrl,
    cuit: connection.credentials.cuit,
    timeoutMs: connection.timeoutMs,
    ticket: async () => {
      if (ticket && ticket.expiresAt.getTime() - RENEW_BEFORE_MS > clock().getTime()) return ticket;
      pending ??= login().finally(() => {
        pending = null;
      });
      ticket = await pending;
      return ticket;
    },
  };
}
