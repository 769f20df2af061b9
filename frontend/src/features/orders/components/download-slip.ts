// Saves the order slip card as order-{orderNumber}.png (spec sections 2 and 9:
// scale 2, white background). html2canvas is loaded only when asked for, as
// its own chunk. The card is drawn at one receipt width whatever the screen
// (decision 195): html2canvas lays out a copy of the page in a window as wide
// as a desktop's and the copied card is given the receipt's width, so a
// phone's PNG is the desktop's, not a squeezed one. The slip's language and
// direction are the card's own (lang and dir on it), which the copy keeps.

/** The receipt's width in CSS pixels (the card's widest on screen, 40rem). */
export const SLIP_WIDTH_PX = 640;
/** The width of the window the copy is laid out in: the slip's desktop layout. */
const SLIP_WINDOW_WIDTH_PX = 1280;

/** Draws the card and saves it; on failure, says `failure` (in the page's language). */
export async function downloadOrderSlip(element: HTMLElement, orderNumber: string, failure: string): Promise<void> {
  try {
    const { default: html2canvas } = await import('html2canvas');
    const canvas = await html2canvas(element, {
      scale: 2,
      backgroundColor: '#ffffff',
      logging: false,
      windowWidth: SLIP_WINDOW_WIDTH_PX,
      // The copy is read from its top: the page laid out at another width is
      // not as tall, so the phone's scroll position means nothing there.
      scrollX: 0,
      scrollY: 0,
      onclone: (_document, card) => {
        card.style.width = `${String(SLIP_WIDTH_PX)}px`;
        card.style.maxWidth = 'none';
      },
    });
    const link = document.createElement('a');
    link.download = `order-${orderNumber}.png`;
    link.href = canvas.toDataURL('image/png');
    document.body.append(link);
    link.click();
    link.remove();
  } catch (error) {
    console.error('order slip download failed', error);
    window.alert(failure);
  }
}
