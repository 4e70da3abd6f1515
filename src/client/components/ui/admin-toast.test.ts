// @vitest-environment happy-dom
import { createElement, useState } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminToast, type Toast, successToast } from './admin-toast';

/** A page that shows whatever toast the test sets, and clears it when the toast asks to close. */
function mountToast() {
  let show: (toast: Toast | null) => void = () => undefined;
  const closed = vi.fn();
  function Page() {
    const [toast, setToast] = useState<Toast | null>(null);
    show = setToast;
    return createElement(AdminToast, {
      toast,
      onClose: () => {
        closed(toast?.message);
        setToast(null);
      },
    });
  }
  render(createElement(Page));
  return { show: (toast: Toast | null) => act(() => show(toast)), closed };
}

const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('AdminToast', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('gives a toast that replaces another its own 6 seconds', async () => {
    const { show, closed } = mountToast();
    await show(successToast('Área guardada'));
    await wait(5_000);
    await show(successToast('Se eliminó "Patios"'));
    await wait(2_000);
    expect(closed).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toContain('Se eliminó "Patios"');
    await wait(4_500);
    expect(closed).toHaveBeenCalledExactlyOnceWith('Se eliminó "Patios"');
  });

  it('starts the time again when the same text is shown again', async () => {
    const { show, closed } = mountToast();
    await show(successToast('Área guardada'));
    await wait(5_000);
    await show(successToast('Área guardada'));
    await wait(5_000);
    expect(closed).not.toHaveBeenCalled();
    await wait(1_500);
    expect(closed).toHaveBeenCalledOnce();
  });

  it('keeps the text while it slides away', async () => {
    const { show } = mountToast();
    await show({ message: 'No pudimos enviar el enlace.', severity: 'error' });
    await show(null);
    expect(screen.getByRole('alert').textContent).toContain('No pudimos enviar el enlace.');
  });
});
