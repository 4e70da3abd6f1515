import { type RefObject, useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { whatsappLink } from '#shared/whatsapp';
import { useShopSettings } from '#client/hooks/use-shop-settings';

/**
 * What the floating button must never cover: primary actions, messages and dialogs; and inside a
 * `data-keep-clear-inside` part (the cart), every control, price and total.
 */
const KEEP_CLEAR = [
  '.MuiButton-contained, .MuiSnackbar-root, [role="dialog"], [role="alertdialog"], [data-keep-clear]',
  '[data-keep-clear-inside] :is(button, a[href], input, select, textarea, output, p, h2)',
].join(', ');

function overlaps(a: DOMRect, b: DOMRect): boolean {
  return (
    b.width > 0 && a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom
  );
}

/**
 * Whether the button sits over something the shopper needs (on a phone, 'Finalizar Compra' or
 * 'Producto agregado' reach the corner it floats in). Checked once a frame at most, on scroll,
 * resize and changes to the page.
 */
function useCoversSomething(button: RefObject<HTMLElement | null>): boolean {
  const [covers, setCovers] = useState(false);
  useEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      const own = button.current;
      if (!own) return;
      const box = own.getBoundingClientRect();
      const hit = Array.from(document.querySelectorAll(KEEP_CLEAR)).some(
        (element) => !own.contains(element) && overlaps(box, element.getBoundingClientRect()),
      );
      setCovers(hit);
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(check);
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    const observer = new MutationObserver(schedule);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      observer.disconnect();
    };
  }, [button]);
  return covers;
}

export function WhatsAppButton() {
  const shop = useShopSettings();
  const ref = useRef<HTMLAnchorElement>(null);
  const hidden = useCoversSomething(ref);
  if (!shop) return null;
  return (
    // A native title, not MUI's Tooltip: its positioning engine would cost every page; a plain
    // link drawn as MUI's Fab, not the Fab itself, for the same reason.
    <Box
      ref={ref}
      component="a"
      href={whatsappLink(shop.whatsappNumber, shop.whatsappText)}
      target="_blank"
      rel="noopener noreferrer"
      title="Consultar por WhatsApp"
      aria-label="Consultar por WhatsApp"
      aria-hidden={hidden || undefined}
      tabIndex={hidden ? -1 : undefined}
      data-hidden={hidden || undefined}
      sx={{
        position: 'fixed',
        right: 20,
        bottom: 20,
        width: 56,
        height: 56,
        borderRadius: '50%',
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        boxShadow: 6,
        '&:active': { boxShadow: 12 },
        bgcolor: '#25D366',
        color: '#fff',
        '&:hover': { bgcolor: '#1da851' },
        zIndex: 1200,
        transition: 'opacity 150ms, visibility 150ms, box-shadow 250ms',
        // Out of the way while it would cover something, back when that has scrolled on.
        '&[data-hidden]': { opacity: 0, visibility: 'hidden', pointerEvents: 'none' },
      }}
    >
      <WhatsAppIcon />
    </Box>
  );
}
