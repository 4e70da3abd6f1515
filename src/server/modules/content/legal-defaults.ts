import type { LegalSlug } from '#shared/legal';
import { RETENTION } from '#shared/retention';

/**
 * What a new shop publishes until the owner edits it. {tienda}, {email}, {telefono} and
 * {direccion} are filled in from the shop's settings when the page is read (modules/content/legal.ts).
 */
export const DEFAULT_LEGAL_TEXTS: Record<LegalSlug, string> = {
  terminos: `Estos términos rigen el uso de este sitio y los pedidos que se hacen en él. Al enviar un pedido aceptás estas condiciones.

## Quiénes somos
{tienda}, con domicilio en {direccion}. Podés escribirnos a {email} o llamarnos al {telefono}.

## Cómo funcionan los pedidos
- El sitio no cobra en línea: al confirmar un pedido recibís un correo con el detalle y nos comunicamos con vos para acordar el pago y la entrega.
- El pedido queda firme cuando confirmamos la disponibilidad del producto y recibimos el pago acordado.
- Si un producto no tiene stock o cambió de precio antes de la confirmación, te avisamos y podés cancelar el pedido sin costo.

## Precios
Los precios están expresados en pesos argentinos e incluyen IVA. Se informan por caja y, en pisos y revestimientos, también por metro cuadrado. Las fotos son ilustrativas: el tono y la textura de los porcelanatos y cerámicos pueden variar entre partidas.

## Cálculo de cajas
La calculadora de metros cuadrados es una ayuda. Te recomendamos confirmar las medidas antes de comprar y considerar un porcentaje de desperdicio para cortes y reposiciones.

## Entrega y retiro
Las condiciones de envío o retiro, sus plazos y costos se acuerdan al confirmar el pedido. Al recibir la mercadería revisá las cajas: cualquier rotura debe informarse en el momento de la entrega.

## Derecho de arrepentimiento
Tenés derecho a revocar la compra dentro de los 10 días corridos desde que recibiste el producto o se celebró el contrato, lo último que ocurra, sin costo ni responsabilidad alguna (artículo 34 de la Ley 24.240 y artículo 1110 del Código Civil y Comercial). Podés hacerlo desde el Botón de arrepentimiento, al pie de cada página. El producto debe devolverse en las mismas condiciones en que fue recibido; los gastos de devolución están a nuestro cargo.

## Garantía
Los productos tienen la garantía legal de la Ley 24.240. Si un producto presenta un defecto de fabricación, escribinos con el número de pedido y fotos.

## Defensa del consumidor
Ante cualquier reclamo podés contactarnos por los medios indicados arriba. También podés presentar un reclamo ante la autoridad de defensa del consumidor en https://www.argentina.gob.ar/produccion/defensadelconsumidor/formulario

## Jurisdicción
Estas condiciones se rigen por las leyes de la República Argentina. Para cualquier controversia serán competentes los tribunales correspondientes al domicilio del consumidor.`,

  privacidad: `En {tienda} cuidamos los datos personales que nos confiás. Esta política explica qué datos guardamos, para qué, durante cuánto tiempo y cómo podés ejercer tus derechos según la Ley 25.326 de Protección de los Datos Personales.

## Responsable de los datos
{tienda}, con domicilio en {direccion}. Contacto para temas de datos personales: {email}.

## Qué datos guardamos
- Cuando hacés un pedido: nombre, correo electrónico, teléfono, dirección de entrega, comentarios y los productos pedidos.
- Cuando usás el Botón de arrepentimiento: número de pedido, nombre y correo electrónico.
- Cuando nos escribís por WhatsApp desde el formulario de contacto, el mensaje lo recibe WhatsApp; este sitio no lo guarda.
- El carrito se guarda solo en tu navegador. No usamos cookies de publicidad ni de seguimiento.

## Para qué los usamos
Usamos tus datos únicamente para preparar y entregar tu pedido, comunicarnos con vos sobre él, emitir los comprobantes que exige la ley y atender reclamos o solicitudes de arrepentimiento. No vendemos ni cedemos tus datos a terceros; solo los compartimos con quien haga la entrega, en la medida necesaria.

## Durante cuánto tiempo
Guardamos los datos de los pedidos y de las solicitudes durante el tiempo necesario para cumplir las obligaciones comerciales e impositivas, que en general es de ${RETENTION.ordersYears} años. Pasado ese plazo los eliminamos.

## Tus derechos
Podés pedir gratuitamente acceso a tus datos, su rectificación, actualización o supresión escribiendo a {email} con tu nombre y el número de pedido. Respondemos los pedidos de acceso dentro de los 10 días corridos y los de rectificación, actualización o supresión dentro de los 5 días hábiles (artículos 14 y 16 de la Ley 25.326). El derecho de acceso puede ejercerse en forma gratuita cada seis meses, salvo que se acredite un interés legítimo.

## Autoridad de control
La Agencia de Acceso a la Información Pública, en su carácter de Órgano de Control de la Ley 25.326, tiene la atribución de atender las denuncias y reclamos que interpongan quienes resulten afectados en sus derechos por incumplimiento de las normas vigentes en materia de protección de datos personales. Más información en https://www.argentina.gob.ar/aaip

## Cambios en esta política
Si cambiamos esta política, publicaremos la nueva versión en esta página.`,

  arrepentimiento: `Podés revocar tu compra dentro de los 10 días corridos desde que recibiste el producto o se celebró la compra, lo último que ocurra, sin dar ningún motivo y sin costo (artículo 34 de la Ley 24.240, artículo 1110 del Código Civil y Comercial y Resolución 424/2020 de la Secretaría de Comercio Interior).

## Cómo hacerlo
- Completá el formulario con tu número de pedido, tu nombre y tu correo electrónico. No hace falta tener una cuenta ni explicar el motivo.
- Al enviarlo vas a ver en pantalla un código de revocación, y te lo enviamos por correo electrónico en el mismo momento. Guardalo: identifica tu solicitud.
- Nos comunicamos con vos para coordinar la devolución del producto, que debe estar en las mismas condiciones en que lo recibiste. Los gastos de devolución están a cargo de {tienda}.
- Te reintegramos lo pagado por el mismo medio de pago.

Si tenés dudas, escribinos a {email} o llamanos al {telefono}.`,
};
